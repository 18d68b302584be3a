/**
 * The matrix's dimensions (docs/dashboards.md#matrix): a label prefix, or the built-in Role
 * (processes by assigned role). A label prefix spelled "role" in any case is shadowed by the
 * built-in one: a dimension name must say which of the two it is. Pure.
 */

export const ROLE_DIMENSION = "Role";

/** The value standing for "any value of the dimension" in a cell's name. */
export const ALL_VALUES = "all";

/** The longest dimension text taken (a label prefix is shorter than its 200-character label). */
export const DIMENSION_MAX_LENGTH = 200;

/** Whether a dimension as given (any case, spaces around) names the built-in Role. */
export function isRoleDimension(text: string): boolean {
  return text.trim().toLowerCase() === ROLE_DIMENSION.toLowerCase();
}

/** A dimension resolved against the organisation's labels. */
export type Dimension =
  | { kind: "role"; name: typeof ROLE_DIMENSION }
  /** name: the prefix as first written on the labels. */
  | { kind: "prefix"; name: string };
