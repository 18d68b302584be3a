/** The per-request date budget: counted in steps (deterministic), run in slices. */
import { strict as assert } from "node:assert";
import { parseCompactFrequency } from "../domain/frequency/compact.ts";
import { type Frequency, nextDates } from "../domain/frequency/index.ts";
import { AppError } from "../http/app-error.ts";
import { DATE_STEPS_PER_REQUEST, DateBudget, dateBudgetOf } from "./date-budget.ts";

function f(text: string): Frequency {
  const r = parseCompactFrequency(text);
  if (!r.ok || !r.frequency) throw new Error(text);
  return r.frequency;
}

const fifthMondays = f("*:1#5");

Deno.test("a request's searches share one budget; past it every search is refused", async () => {
  // One search of 366 fifth Mondays from 2026-01-01 costs 1417 steps (months + dates).
  const budget = new DateBudget({ limit: 3000, pause: () => Promise.resolve() });
  const search = () => budget.run((meter) => nextDates(fifthMondays, "2026-01-01", 366, { meter }));
  assert.equal((await search()).length, 366);
  assert.equal(budget.spent, 1417);
  assert.equal((await search()).length, 366);
  assert.equal(budget.spent, 2834);
  const third = await search().catch((e) => e);
  assert.ok(third instanceof AppError, String(third));
  assert.equal(third.code, "BAD_USER_INPUT");
  assert.equal(third.field, "count");
  assert.match(third.message, /more than 3000 steps of date search/);
  assert.equal(budget.spent, 3001, "stopped at the first step past the limit");
  // Even a one-date search is refused now: the request has had its share.
  await assert.rejects(
    budget.run((meter) => nextDates(f("*:1"), "2026-01-01", 1, { meter })),
    /more than 3000 steps/,
  );
});

Deno.test("searches run one after another and yield to the event loop after each slice", async () => {
  const order: string[] = [];
  let pauses = 0;
  const budget = new DateBudget({
    limit: 1_000,
    slice: 10,
    pause: () => {
      pauses++;
      order.push("pause");
      return Promise.resolve();
    },
  });
  // Each search spends 5 steps (January 2026 looked at once, its 4 Mondays); all are
  // started at once, as graphql-js starts the resolvers of a list.
  const runs = Array.from({ length: 6 }, (_, i) =>
    budget.run((meter) => {
      order.push(`search ${i}`);
      return nextDates(f("*:1#*"), "2026-01-01", 4, { meter });
    }));
  await Promise.all(runs);
  assert.equal(budget.spent, 30);
  // 5 + 5 = 10 steps: a pause before the third search, and again before the fifth.
  assert.deepEqual(order, [
    "search 0",
    "search 1",
    "pause",
    "search 2",
    "search 3",
    "pause",
    "search 4",
    "search 5",
  ]);
  assert.equal(pauses, 2);
});

Deno.test("one budget per request transaction, the default limit", () => {
  const a = {};
  const b = {};
  assert.equal(dateBudgetOf(a), dateBudgetOf(a));
  assert.notEqual(dateBudgetOf(a), dateBudgetOf(b));
  assert.equal(dateBudgetOf(a).limit, DATE_STEPS_PER_REQUEST);
});
