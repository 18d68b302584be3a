import type { Tx } from "../client.ts";

/**
 * Makes `day` (absent: the organisation's today) the day the transaction's next holding
 * changes take effect (app.set_holding_change_day; docs/task-engine.md#who-held-a-role-when).
 * Always set, so that a day named by an earlier write of the same transaction never carries
 * over to a later one.
 */
export async function setHoldingChangeDay(tx: Tx, day: string | undefined): Promise<void> {
  await tx`select app.set_holding_change_day(${day ?? null}::date)`;
}
