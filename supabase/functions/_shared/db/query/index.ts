export {
  DEFAULT_ALIASES,
  type QueryWhere,
  queryWhere,
  type QueryWhereOptions,
  termsWhere,
} from "./query-where.ts";
export {
  personCondition,
  processCondition,
  roleCondition,
  taskCondition,
} from "./entity-conditions.ts";
export { andAll, type Fragment, likePattern, type SqlTag } from "./sql-types.ts";
