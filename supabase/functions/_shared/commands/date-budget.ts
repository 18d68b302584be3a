import type { WorkMeter } from "../domain/frequency/index.ts";
import { badInput } from "../http/app-error.ts";

/**
 * The most date-search steps (WorkMeter: a month looked at or a date yielded) one request
 * may spend: a few tens of milliseconds of CPU. Counted, not timed, so that the same
 * request always gets the same answer. The query cost (graphql/server/query-cost.ts) already
 * refuses documents that ask for too many dates; this catches what only running shows
 * (schedules whose dates are rare).
 */
export const DATE_STEPS_PER_REQUEST = 300_000;

/**
 * Steps between two yields to the event loop: a request's date searches run one after
 * another, and after this many steps the next waits for a macrotask, so that other
 * requests (and the health check) get their turn within a few milliseconds.
 */
export const DATE_STEPS_PER_SLICE = 20_000;

export interface DateBudgetOptions {
  limit?: number;
  slice?: number;
  /** How to let other work run (tests count the calls). */
  pause?: () => Promise<void>;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function tooManyDates(limit: number): Error {
  return badInput(
    `This request needs more than ${limit} steps of date search; ask for fewer processes or a smaller nextDates count.`,
    "count",
  );
}

/** The date searches of one request: counted against the limit, run in slices. */
export class DateBudget {
  readonly limit: number;
  readonly slice: number;
  readonly #pause: () => Promise<void>;
  #spent = 0;
  #sinceYield = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: DateBudgetOptions = {}) {
    this.limit = options.limit ?? DATE_STEPS_PER_REQUEST;
    this.slice = options.slice ?? DATE_STEPS_PER_SLICE;
    this.#pause = options.pause ?? yieldToEventLoop;
  }

  get spent(): number {
    return this.#spent;
  }

  readonly #meter: WorkMeter = {
    spend: (steps) => {
      this.#spent += steps;
      this.#sinceYield += steps;
      if (this.#spent > this.limit) throw tooManyDates(this.limit);
    },
  };

  /**
   * Runs `search` after the request's earlier searches, first yielding to the event loop
   * when a slice is used up. Once the budget is spent, every later search is refused.
   */
  run<T>(search: (meter: WorkMeter) => T): Promise<T> {
    const turn = this.#queue.then(async () => {
      if (this.#spent > this.limit) throw tooManyDates(this.limit);
      if (this.#sinceYield >= this.slice) {
        this.#sinceYield = 0;
        await this.#pause();
      }
      return search(this.#meter);
    });
    this.#queue = turn.catch(() => {});
    return turn;
  }
}

/** One budget per request transaction (like orgToday), made on first use. */
const budgets = new WeakMap<object, DateBudget>();

export function dateBudgetOf(key: object): DateBudget {
  let budget = budgets.get(key);
  if (!budget) {
    budget = new DateBudget();
    budgets.set(key, budget);
  }
  return budget;
}
