/** The `:id` of a route as a positive integer, or null for anything else. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
