/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The local stack (and `supabase start`) answers auth and functions on :54321; the
// dev server forwards those paths so the browser talks to one origin, as in production.
const API_TARGET = process.env.VITE_API_PROXY_TARGET ?? "http://localhost:54321";

const COMPONENT_TEST_DEPS = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-router",
  "@tanstack/react-query",
  "@tanstack/react-table",
  "react-hook-form",
  "@hookform/resolvers/zod",
  "zod",
  "i18next",
  "react-i18next",
  "radix-ui",
  "lucide-react",
  "sonner",
  "class-variance-authority",
  "clsx",
  "tailwind-merge",
  "@testing-library/react",
  "@testing-library/user-event",
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@shared": fileURLToPath(new URL("../supabase/functions/_shared/domain", import.meta.url)),
    },
  },
  server: {
    proxy: {
      "/auth/v1": { target: API_TARGET, changeOrigin: true },
      "/functions/v1": { target: API_TARGET, changeOrigin: true },
    },
    fs: { allow: [".."] },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    globals: false,
    css: false,
    restoreMocks: true,
    // Worker threads start quicker than the default child processes.
    pool: "threads",
    // A limit, not an expectation: on a busy two-core machine a user-event flow with several
    // 10 s settle waits (src/test/setup.ts) can take long; only a stuck test should hit it.
    testTimeout: 60_000,
    // Components (`.test.tsx`) render into happy-dom; plain modules (`.test.ts`) run in
    // node, which starts far quicker. A `.ts` test that needs the DOM says so in its first
    // lines: `// @vitest-environment happy-dom` (it then gets the DOM setup too).
    //
    // Neither project isolates its files: a worker imports React, Radix, the app's modules
    // and the setup once and runs file after file with them, instead of starting over for
    // each. Two rules keep the files independent (src/test/module-mocks.ts): a module a
    // test replaces is replaced in the setup file for every file, never with `vi.mock` in
    // a test file; and the setup resets the replaced functions, the session and the tenant
    // before each file.
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          isolate: false,
          // happy-dom, with one window per worker: see the file.
          environment: "./src/test/happy-dom-environment.ts",
          // The libraries every component test imports, bundled once into a few files:
          // loading them module by module (lucide-react alone is some 1,900 files) was a
          // good part of each test file's start.
          deps: { optimizer: { client: { enabled: true, include: COMPONENT_TEST_DEPS } } },
          setupFiles: ["./src/test/setup.ts"],
          include: ["src/**/*.test.tsx"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          isolate: false,
          environment: "node",
          setupFiles: ["./src/test/setup-node.ts"],
          include: ["src/**/*.test.ts"],
        },
      },
    ],
  },
});
