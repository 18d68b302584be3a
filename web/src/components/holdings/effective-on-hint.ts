/**
 * The hint under a form's "take effect on" date, naming what that day does with the
 * form's own changes (docs/task-engine.md#who-held-a-role-when): who or what is added
 * starts on it, who or what is removed ends at its close and keeps that day's tasks.
 */
export function effectiveOnHint<T extends { id: number }>(
  before: readonly number[],
  after: readonly number[],
  options: readonly T[] | undefined,
  name: (option: T) => string,
): string {
  const known = new Map((options ?? []).map((o) => [o.id, name(o)]));
  const names = (ids: number[]) => ids.map((id) => known.get(id) ?? `#${id}`).join(", ");
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  const parts: string[] = [];
  if (added.length > 0) {
    parts.push(`${names(added)} ${added.length === 1 ? "starts" : "start"} on this day`);
  }
  if (removed.length > 0) {
    parts.push(
      `${names(removed)} ${removed.length === 1 ? "ends" : "end"} at its close, keeping its tasks`,
    );
  }
  if (parts.length === 0) {
    return "Dates the changes above: what is added starts on this day, what is removed ends at its close. Empty: today.";
  }
  return `${parts.join("; ")}. Empty: today.`;
}
