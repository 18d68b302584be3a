/**
 * The `q` argument of the tool lists (labels, process categories), which the query
 * language's per-list table (domain/query/entities.ts) does not cover: free text, plus
 * the key terms a list names as its own (labels take `label:` and `prefix:`). Every
 * other key term, like any parse error, is BAD_USER_INPUT naming it, as on the other
 * lists; `d=org` is accepted and adds nothing (these lists are organisation-wide).
 */
import { formatTerm } from "../../domain/query/format-term.ts";
import { parseQuery } from "../../domain/query/parse-query.ts";
import { QueryError, type QueryTerm } from "../../domain/query/terms.ts";
import { badInput } from "../../http/app-error.ts";
import { andAll, type Fragment, likePattern, type SqlTag } from "../query/index.ts";

export interface SimpleQueryOptions {
  /** "labels", "process categories": named in the error for a term that does not apply. */
  listName: string;
  /** The condition for a text term, given its LIKE pattern (wildcards escaped). */
  text: (pattern: string) => Fragment;
  label?: (value: string) => Fragment;
  prefix?: (value: string) => Fragment;
}

export function simpleQueryWhere(sql: SqlTag, q: unknown, options: SimpleQueryOptions): Fragment {
  let terms: QueryTerm[];
  try {
    terms = parseQuery(q as readonly unknown[] | null | undefined);
  } catch (e) {
    throw e instanceof QueryError ? badInput(e.message, "q") : e;
  }
  const parts: Fragment[] = [];
  for (const term of terms) {
    if (term.kind === "scope") continue;
    if (term.kind === "text") parts.push(options.text(likePattern(term.value)));
    else if (term.kind === "label" && options.label) parts.push(options.label(term.value));
    else if (term.kind === "prefix" && options.prefix) parts.push(options.prefix(term.value));
    else throw badInput(`"${formatTerm(term)}" does not apply to ${options.listName}`, "q");
  }
  return andAll(sql, parts);
}
