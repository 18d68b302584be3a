/**
 * The handle the next process of a category gets (docs/product.md#labels-categories-and-handles): the prefix, a dash and
 * the increment with at least 3 digits — `HR-001`, `HR-042`, `HR-1000`. Null when the
 * inputs cannot make one yet (a half-typed form).
 */
export function nextHandlePreview(prefix: string, increment: number): string | null {
  const p = prefix.trim();
  if (!p || !Number.isSafeInteger(increment) || increment < 1) return null;
  return `${p}-${String(increment).padStart(3, "0")}`;
}
