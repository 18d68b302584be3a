import { builtinEnvironments, type Environment } from "vitest/environments";

const SHARED = Symbol.for("routinely.test.happyDomWindow");
type Shared = { [SHARED]?: ReturnType<Environment["setup"]> };

/**
 * Vitest's happy-dom, with one window per worker instead of one per test file.
 *
 * The component tests run without isolation (vite.config.ts): a worker imports React,
 * Radix, the testing libraries and the app's modules once and runs file after file with
 * them. Vitest would still build a new window for every file, while those modules keep the
 * `document` they first saw: Testing Library's `screen` is bound to the first file's body
 * and user-event types into the first file's document. Keeping the window for the worker's
 * life keeps what they hold valid. After every test the setup unmounts what was rendered
 * and clears the storages (src/test/dom.ts); anything else a file leaves on the page
 * (document.title, say) the next file in the worker sees.
 *
 * A file that asks for another environment (`// @vitest-environment jsdom`) gets Vitest's,
 * a new window per file: the first such file in a worker is fine, a second rendering one
 * would meet the stale `screen` — it would need a per-worker environment like this one.
 * With isolation on, every file gets a new worker and so a new window, as before.
 */
export default {
  name: "happy-dom-per-worker",
  viteEnvironment: "client",
  async setup(global: Shared, options) {
    // Never torn down: the worker's end takes the window with it.
    global[SHARED] ??= builtinEnvironments["happy-dom"].setup(global, options);
    await global[SHARED];
    return { teardown() {} };
  },
} satisfies Environment;
