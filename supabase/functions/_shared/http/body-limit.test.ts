import { strict as assert } from "node:assert";
import {
  BodyAbortedError,
  BodyTimeoutError,
  BodyTooLargeError,
  limitRequestBody,
} from "./body-limit.ts";

function streamOf(parts: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const n of parts) controller.enqueue(new Uint8Array(n).fill(120));
      controller.close();
    },
  });
}

Deno.test("a body within the limit is kept whole", async () => {
  const req = new Request("http://x/graphql", {
    method: "POST",
    body: '{"query":"{a}"}',
  });
  const limited = await limitRequestBody(req, 100);
  assert.equal(await limited.text(), '{"query":"{a}"}');
});

Deno.test("a declared Content-Length above the limit is refused unread", async () => {
  const req = new Request("http://x/graphql", {
    method: "POST",
    headers: { "content-length": "5000000" },
    body: "x".repeat(10),
  });
  await assert.rejects(() => limitRequestBody(req, 1000), BodyTooLargeError);
});

Deno.test("a streamed body without length stops at the limit", async () => {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(400));
      if (pulled > 1000) controller.close();
    },
  });
  const req = new Request("http://x/graphql", { method: "POST", body });
  await assert.rejects(() => limitRequestBody(req, 1000), (e: unknown) => {
    assert.ok(e instanceof BodyTooLargeError);
    assert.equal(e.message, "The request is too large (limit 1 KB).");
    return true;
  });
  assert.ok(pulled < 10, `read ${pulled} chunks before refusing`);
});

Deno.test("chunks are joined in order", async () => {
  const req = new Request("http://x/graphql", {
    method: "POST",
    body: streamOf([3, 4, 5]),
  });
  const limited = await limitRequestBody(req, 12);
  assert.equal((await limited.arrayBuffer()).byteLength, 12);
});

Deno.test("a body that stops arriving is cut off at the deadline", async () => {
  // One chunk, then nothing: the stream never closes, as with a client that stalls.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(10));
    },
  });
  const req = new Request("http://x/graphql", { method: "POST", body });
  await assert.rejects(() => limitRequestBody(req, 1000, { deadlineMs: 50 }), (e: unknown) => {
    assert.ok(e instanceof BodyTimeoutError);
    assert.equal(e.status, 408);
    return true;
  });
});

Deno.test("a body whose connection breaks is a 400, not an unexpected error", async () => {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.error(new Error("connection reset"));
    },
  });
  const req = new Request("http://x/graphql", { method: "POST", body });
  await assert.rejects(() => limitRequestBody(req, 1000), (e: unknown) => {
    assert.ok(e instanceof BodyAbortedError);
    assert.equal(e.status, 400);
    return true;
  });
});
