export {
  DEFAULT_ALIASES,
  type QueryWhere,
  queryWhere,
  type QueryWhereOptions,
  termsWhere,
} from "./query-where.ts";
export {
  categoryCondition,
  labelCondition,
  personCondition,
  processCondition,
  roleCondition,
  taskCondition,
  termId,
} from "./entity-conditions.ts";
export { lateCondition } from "./late.ts";
export { andAll, type Fragment, likePattern, type SqlTag } from "./sql-types.ts";
export { type PageArgs, selectPage, type SortArgs, sortOrder } from "./list-page.ts";
