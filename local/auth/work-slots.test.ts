import { strict as assert } from "node:assert";
import { SlotsFull, WorkSlots } from "./work-slots.ts";

function held() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release };
}

Deno.test("slots: running ones, then waiting ones, then refused at once", async () => {
  const slots = new WorkSlots({ maxRunning: 2, maxWaiting: 1 });
  const { gate, release } = held();
  const started: number[] = [];
  const tasks = [1, 2, 3].map((n) =>
    slots.run(async () => {
      started.push(n);
      await gate;
      return n;
    })
  );
  await Promise.resolve();
  assert.deepEqual(started, [1, 2], "the third waits");
  await assert.rejects(slots.run(() => Promise.resolve(4)), SlotsFull);
  release();
  assert.deepEqual(await Promise.all(tasks), [1, 2, 3]);
  assert.deepEqual(started, [1, 2, 3]);
  // Every slot is free again.
  assert.deepEqual(await Promise.all([1, 2, 3].map((n) => slots.run(() => Promise.resolve(n)))), [
    1,
    2,
    3,
  ]);
});

Deno.test("slots: a failing task frees its slot for the next one", async () => {
  const slots = new WorkSlots({ maxRunning: 1, maxWaiting: 1 });
  const { gate, release } = held();
  const failing = slots.run(async () => {
    await gate;
    throw new Error("boom");
  });
  const next = slots.run(() => Promise.resolve("next"));
  release();
  await assert.rejects(failing, /boom/);
  assert.equal(await next, "next");
  assert.equal(await slots.run(() => Promise.resolve("again")), "again");
});
