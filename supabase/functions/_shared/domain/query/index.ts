export * from "./terms.ts";
export { KEY_TERM, parseQuery, parseTerm } from "./parse-query.ts";
export { describeTerm, formatQuery, formatTerm } from "./format-term.ts";
export {
  APPLICABLE_HAS,
  APPLICABLE_TERMS,
  assertTermsApply,
  FILTER_ENTITIES,
  isOrgWide,
  parseQueryFor,
  type QueryEntity,
  termAppliesTo,
} from "./entities.ts";
export { matchesTask, type TaskForQuery } from "./match-task.ts";
