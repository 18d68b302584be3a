import { vi, type Mock } from "vitest";

/**
 * The functions tests replace, each by one stand-in that lives as long as the worker.
 *
 * Test files run without isolation (vite.config.ts): a worker evaluates a module once and
 * every later file reuses it, with the imports it was evaluated with. A module replaced by
 * a `vi.mock` factory in one test file would keep that file's fakes (or the real thing) in
 * every module that imported it meanwhile, while the next file configures fakes nothing
 * calls. So the replaced modules are declared once, in the setup files (setup.ts for
 * components, setup-node.ts for plain modules), never with `vi.mock` in a test file, and
 * their replaced functions are the same `vi.fn()`s in every file. A file says what they
 * do in its own body — `vi.mocked(graphqlRequest).mockResolvedValue(…)`, or `standIn`
 * below for the rest of the file — and the setup resets them all before each file, so
 * that every file starts as it would in a worker of its own.
 */
const standIns = new Map<string, Mock>();

type Fn = (...args: never[]) => unknown;
type Exports = Record<string, unknown>;

/**
 * `actual` with the functions `names` replaced by their stand-ins. By default a stand-in
 * calls the real function until a test says otherwise (and again after the reset);
 * `callThrough: false` gives one that only answers what a test tells it to.
 */
export function withStandIns<M extends Exports>(
  moduleId: string,
  actual: M,
  names: (keyof M & string)[],
  { callThrough = true }: { callThrough?: boolean } = {},
): M {
  const replaced: Exports = {};
  for (const name of names) {
    const key = `${moduleId}#${name}`;
    let mock = standIns.get(key);
    if (!mock) {
      const real = actual[name];
      if (callThrough && typeof real !== "function") {
        throw new Error(`${moduleId} exports no function ${name} to stand in for`);
      }
      mock = callThrough ? vi.fn(real as Fn) : vi.fn();
      standIns.set(key, mock);
    }
    replaced[name] = mock;
  }
  return { ...actual, ...replaced };
}

/**
 * Forgets every stand-in's calls and what tests told it to do: a stand-in then calls its
 * real function again, or answers undefined, as a fresh `vi.fn()` would.
 */
export function resetStandIns(): void {
  for (const mock of standIns.values()) mock.mockReset();
}

/**
 * For the rest of this test file (the setup resets it before the next), the replaced
 * function `fn` does `impl`. `impl` may answer a partial value: a fake sign-in client
 * need not be a whole SupabaseClient.
 */
export function standIn<F extends Fn>(fn: F, impl: (...args: Parameters<F>) => unknown): void {
  if (!vi.isMockFunction(fn)) throw new Error(`${fn.name} is not replaced in the setup files`);
  vi.mocked(fn).mockImplementation(impl as F);
}
