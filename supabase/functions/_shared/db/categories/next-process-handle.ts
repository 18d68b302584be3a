import { notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";

/**
 * `HR-001`, `HR-042`, `HR-1000`: the number has 3 digits or more
 * (docs/product.md#labels-categories-and-handles).
 */
export function formatProcessHandle(prefix: string, n: number): string {
  return `${prefix}-${String(n).padStart(3, "0")}`;
}

/** Candidates checked per round trip when numbers are already taken. */
const BATCH = 50;

/**
 * Takes the next handle of a category for a new process and advances the
 * category's increment past it. The category row is locked (`for update`) until the
 * caller's transaction ends, so two concurrent creations never get the same number.
 * Numbers whose handle a process already has (typed by hand or imported) are skipped,
 * otherwise one such process would make every later creation in the category fail.
 * A category of another organisation (or none) is NOT_FOUND; so is a caller who may
 * not change categories, since the row lock needs the update policy.
 */
export async function nextProcessHandle(
  tx: Tx,
  orgId: number,
  categoryId: number,
): Promise<string> {
  const [category] = await tx`
    select prefix, increment from app.process_categories
    where org_id = ${orgId} and id = ${categoryId}
    for update`;
  if (!category) throw notFound(`Process category ${categoryId} was not found`);
  const prefix: string = category.prefix;
  let n: number = category.increment;
  for (;;) {
    const candidates = Array.from({ length: BATCH }, (_, i) => formatProcessHandle(prefix, n + i));
    const taken = await tx`
      select lower(process_handle) as handle from app.processes
      where org_id = ${orgId} and lower(process_handle) = any(${
      candidates.map((c) => c.toLowerCase())
    }::text[])`;
    const used = new Set(taken.map((r) => r.handle as string));
    const free = candidates.findIndex((c) => !used.has(c.toLowerCase()));
    if (free >= 0) {
      n += free;
      break;
    }
    n += BATCH;
  }
  await tx`update app.process_categories set increment = ${n + 1}
           where org_id = ${orgId} and id = ${categoryId}`;
  return formatProcessHandle(prefix, n);
}
