// How the local stack runs: `deno <STACK_ARGS…>` from the project root (scripts/start.mjs,
// and the benchmarks that measure the stack as `npm start` runs it).
//
// -A: the stack reads and writes .data/, listens on PORT, reads env and spawns nothing else;
// narrower flags would have to list PGlite's and npm packages' needs one by one.
// --max-semi-space-size=4: a young generation of at most 3 × 4 MB instead of V8's default
// (up to 3 × 16 MB here), so a request's short-lived garbage is collected before it is
// promoted. Measured with bench/tasks-list.ts (issue 8): the stack serving a
// million-task organisation holds 212 MB instead of 295 MB, at the same latencies. It
// limits nothing the stack keeps: the old generation grows as before.
export const STACK_V8_FLAGS = "--max-semi-space-size=4";
export const STACK_ARGS = ["run", "-A", `--v8-flags=${STACK_V8_FLAGS}`, "local/main.ts"];
