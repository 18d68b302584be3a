export { DEFAULT_ALIASES, queryWhere, type QueryWhere, type QueryWhereOptions, termsWhere } from "./query-where.ts";
export { personCondition, processCondition, roleCondition, taskCondition } from "./entity-conditions.ts";
export { andAll, type Fragment, likePattern, type SqlTag } from "./sql-types.ts";
