import { strict as assert } from "node:assert";
import { decide, strictest } from "./rate-limit.ts";

const limit = { maxFailures: 3, windowSeconds: 60 };
const now = 1_000_000_000;

Deno.test("fewer failures than the limit are allowed", () => {
  assert.deepEqual(decide([], limit, now), { allowed: true });
  assert.deepEqual(decide([now - 1000, now - 2000], limit, now), { allowed: true });
});

Deno.test("the limit reached refuses until the oldest counted failure leaves the window", () => {
  const d = decide([now - 10_000, now - 20_000, now - 30_000], limit, now);
  assert.deepEqual(d, { allowed: false, retryAfterSeconds: 30 });
});

Deno.test("with more failures than the limit, the maxFailures-th newest decides", () => {
  // Newest three: -1s, -2s, -50s; the one at -50s leaves the window in 10 s.
  const d = decide([now - 59_000, now - 50_000, now - 2_000, now - 1_000], limit, now);
  assert.deepEqual(d, { allowed: false, retryAfterSeconds: 10 });
});

Deno.test("failures outside the window (or in the future) do not count", () => {
  assert.deepEqual(decide([now - 61_000, now - 60_000, now - 1_000, now + 5_000], limit, now), {
    allowed: true,
  });
});

Deno.test("the wait is rounded up and never below one second", () => {
  const d = decide([now - 59_999, now - 59_999, now - 59_999], limit, now);
  assert.deepEqual(d, { allowed: false, retryAfterSeconds: 1 });
});

Deno.test("strictest: any refusal wins, with the longest wait", () => {
  assert.deepEqual(strictest([{ allowed: true }, { allowed: true }]), { allowed: true });
  assert.deepEqual(
    strictest([{ allowed: false, retryAfterSeconds: 5 }, { allowed: true }, {
      allowed: false,
      retryAfterSeconds: 9,
    }]),
    { allowed: false, retryAfterSeconds: 9 },
  );
});
