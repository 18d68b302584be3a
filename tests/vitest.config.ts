import { defineConfig } from "vitest/config";

// End-to-end suite: one real local stack for the run (PostgreSQL, fresh database), an
// organisation per test file, and the system Chromium.
export default defineConfig({
  test: {
    root: new URL(".", import.meta.url).pathname,
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["support/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Screens answer within a second on an idle machine, not on a loaded 2-core CI box.
    expect: { poll: { timeout: 40_000, interval: 100 } },
    // Two files at a time: each has its own organisation on the shared stack, and a browser
    // test mostly waits for the screen, so two keep the cores busier than one.
    fileParallelism: true,
    maxWorkers: 2,
    pool: "forks",
    // Each file still runs its own module and hooks, but a worker imports playwright-core and
    // the support modules once rather than once per file (about 11 CPU-seconds of the
    // layer's 15 s of collecting). The support modules keep no state between files.
    isolate: false,
  },
});
