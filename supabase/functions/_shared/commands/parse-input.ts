import type { z } from "zod";
import { badInput } from "../http/app-error.ts";
import {
  parseQueryFor,
  type QueryEntity,
  QueryError,
  type QueryTerm,
} from "../domain/query/index.ts";

/** Validates input at the edge; the first problem becomes a BAD_USER_INPUT naming its field. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? String(issue.path[0]) : undefined;
  if (issue.code === "unrecognized_keys") {
    return badInputThrow(`Unknown field "${issue.keys[0]}"`, issue.keys[0]);
  }
  return badInputThrow(issue.message, field);
}

function badInputThrow(message: string, field?: string): never {
  throw badInput(message, field);
}

/** A list's `q` for one entity; a bad term becomes a BAD_USER_INPUT naming q. */
export function parseQueryInput(entity: QueryEntity, q: readonly unknown[]): QueryTerm[] {
  try {
    return parseQueryFor(entity, q);
  } catch (e) {
    throw e instanceof QueryError ? badInput(e.message, "q") : e;
  }
}
