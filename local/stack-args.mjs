// How the local stack runs: `deno <stackArgs(env)…>` from the project root, with STACK_ENV
// (scripts/start.mjs, the end-to-end tests, and the benchmarks that measure the stack as
// `npm start` runs it).
//
// -A: the stack reads and writes .data/, listens on PORT, reads env and spawns nothing else;
// narrower flags would have to list PGlite's and npm packages' needs one by one.
// --max-semi-space-size=4: a young generation of at most 3 × 4 MB instead of V8's default
// (up to 3 × 16 MB here), so a request's short-lived garbage is collected before it is
// promoted. Measured with bench/tasks-list.ts: the stack serving a
// million-task organisation holds 212 MB instead of 295 MB, at the same latencies. It
// limits nothing the stack keeps: the old generation grows as before.
// --memory-balancer, only where the stack hosts PGlite (no DATABASE_URL): V8's newer rule for
// the old generation's limit (sized from how fast the process allocates and how fast it
// collects) instead of a multiple of the live size.
// A request's garbage is promoted all the same (some 1 MB of the 4 MB a task-list call
// allocates); the default let the old generation grow to two or three times the 57 MB the
// stack keeps (a million-task organisation's task source) before collecting it, this one
// to some 1.5 times. Measured with bench/tasks-list.ts on PGlite: heap 75 MB
// instead of 143–187 MB after the calls. The price is CPU: a full collection every 20
// calls instead of every 120, some 10 ms more CPU per call (first page 41–45 ms instead
// of 27–32 ms on a loaded machine). Still no limit: a stack that keeps more grows its heap
// as before (no out-of-memory). On PostgreSQL the stack is under 300 MB without it (212–277
// MB) and the task lists' target is tighter (p95 ≤ 50 ms), so it keeps the CPU instead.
export const STACK_V8_FLAGS = "--max-semi-space-size=4";
export const EMBEDDED_V8_FLAGS = `${STACK_V8_FLAGS},--memory-balancer`;

/**
 * The V8 flags of a stack started with `env`.
 * @param {Record<string, string | undefined>} env
 */
export function stackV8Flags(env) {
  return env.DATABASE_URL ? STACK_V8_FLAGS : EMBEDDED_V8_FLAGS;
}

/**
 * The arguments of `deno` for a stack started with `env`.
 * @param {Record<string, string | undefined>} env
 */
export function stackArgs(env) {
  return ["run", "-A", `--v8-flags=${stackV8Flags(env)}`, "local/main.ts"];
}

// The stack's environment on top of the caller's (which wins).
// MALLOC_TRIM_THRESHOLD_: glibc's malloc (Deno's allocator, V8's compilers' and PGlite's
// result buffers) gives the free memory at the end of its arenas back once it exceeds
// 1 MB. By default that threshold follows the largest block freed so far, up to 64 MB per
// arena, so memory a burst of compilation or a big result once needed stayed resident.
// Measured with bench/tasks-list.ts on PGlite: 10–25 MB less at the peak, CPU
// per call within the measurement's noise. glibc reads it only when the process starts,
// hence an environment variable.
export const STACK_ENV = { MALLOC_TRIM_THRESHOLD_: String(1024 * 1024) };
