import { isAuditAction, isAuditEntity } from "@shared/audit/audit-vocabulary.ts";

/** The Audit screen's filters as the URL keeps them (`?person=3&entity=processes&from=…`). */
export interface AuditFilterValues {
  personId: number | null;
  entity: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters; anything malformed is no filter. */
export function readAuditFilters(params: URLSearchParams): AuditFilterValues {
  const person = Number.parseInt(params.get("person") ?? "", 10);
  const entity = params.get("entity");
  const action = params.get("action");
  const from = params.get("from");
  const to = params.get("to");
  return {
    personId: Number.isInteger(person) && person > 0 ? person : null,
    entity: entity && isAuditEntity(entity) ? entity : null,
    action: action && isAuditAction(action) ? action : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
  };
}

/** Writes the filters into `params` (absent filters leave no param). */
export function writeAuditFilters(params: URLSearchParams, values: AuditFilterValues) {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | null) =>
    value === null ? next.delete(key) : next.set(key, String(value));
  set("person", values.personId);
  set("entity", values.entity);
  set("action", values.action);
  set("from", values.from);
  set("to", values.to);
  return next;
}

/** Why the range cannot be asked for, or null. */
export function rangeProblem(values: Pick<AuditFilterValues, "from" | "to">): string | null {
  return values.from && values.to && values.to < values.from
    ? "The end date is before the start date."
    : null;
}
