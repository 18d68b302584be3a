import type postgres from "postgres";

/** A postgres.js tag: the pool or a transaction (the API runs each request in one). */
export type SqlTag = postgres.Sql | postgres.TransactionSql;
export type Fragment = postgres.Fragment;

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Fragments joined by `and`; no fragment at all is `true`. */
export function andAll(sql: SqlTag, parts: readonly Fragment[]): Fragment {
  if (parts.length === 0) return sql`true`;
  return parts.reduce((all, part) => sql`${all} and ${part}`);
}
