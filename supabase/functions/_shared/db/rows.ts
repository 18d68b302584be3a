import type { Tx } from "./client.ts";
import type { Fragment } from "./query/sql-types.ts";

/**
 * Many rows as one JSON array of arrays, built by the database: `select <columns> <from>`,
 * each row an array of its columns in order. postgres.js decodes a result a row and a column at
 * a time in this process; JSON.parse takes the whole array at once, natively — a third of the
 * CPU for a catalogue of 20,000 processes, which a cold worker pays before its first answer.
 * Ids come back as numbers, so only for bigints below 2^53 (every id here).
 */
export async function jsonRows<R extends readonly unknown[]>(
  tx: Tx,
  columns: Fragment,
  from: Fragment,
  orderBy?: Fragment,
): Promise<R[]> {
  const [row] = await tx`
    select coalesce(json_agg(json_build_array(${columns})
                             ${orderBy ? tx`order by ${orderBy}` : tx``}), '[]') as rows
    ${from}`;
  return row!.rows as R[];
}
