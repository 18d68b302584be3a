import { strict as assert } from "node:assert";
import { meanwhile } from "./meanwhile.ts";

Deno.test("meanwhile: the query's answer and the work's, in that order", async () => {
  let worked = false;
  const answer = await meanwhile(Promise.resolve([{ n: 1 }]), () => {
    worked = true;
    return 42;
  });
  assert.deepEqual(answer, [[{ n: 1 }], 42]);
  assert.ok(worked);
});

Deno.test("meanwhile: a query that fails while the work runs fails the call, handled", async () => {
  // A rejection nobody had handled yet would end the test (Deno's unhandled rejections).
  const failed = Promise.reject(new Error("connection lost"));
  let worked = false;
  await assert.rejects(
    meanwhile(failed, () => {
      worked = true;
    }),
    /connection lost/,
  );
  assert.ok(worked, "the work still ran");
});

Deno.test("meanwhile: work that throws fails the call; the query's later failure is handled", async () => {
  let fail!: (e: Error) => void;
  const query = new Promise<never>((_, reject) => (fail = reject));
  await assert.rejects(
    meanwhile(query, () => {
      throw new Error("bad terms");
    }),
    /bad terms/,
  );
  fail(new Error("rolled back"));
  await new Promise((resolve) => setTimeout(resolve, 0));
});
