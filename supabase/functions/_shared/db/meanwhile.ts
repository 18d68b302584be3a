/**
 * Runs `work` (CPU in this process) while the database answers `queries`: the scans of a
 * count and the counts this process generates take about as long as each other on a cold
 * worker. postgres.js sends a query from a later tick than the one that asks for it, and
 * `work` is synchronous, so the sending gets a turn of the event loop first.
 */
export async function meanwhile<T, U>(queries: Promise<T>, work: () => U): Promise<[T, U]> {
  queries.catch(() => {}); // awaited below; not unhandled while `work` runs
  await new Promise((resolve) => setTimeout(resolve, 0));
  const done = work();
  return [await queries, done];
}
