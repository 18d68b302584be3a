import { defineConfig } from "vitest/config";

// End-to-end suite: one real local stack for the run (PostgreSQL, fresh database), an
// organisation per test file, and the system Chromium.
export default defineConfig({
  test: {
    root: new URL(".", import.meta.url).pathname,
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Screens answer within a second on an idle machine, not on a loaded 2-core CI box.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
    pool: "forks",
  },
});
