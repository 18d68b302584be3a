/**
 * Cell padding of the data table: slightly tighter than the plain table so a
 * seven-column list fits beside the sidebar; the outer cells line up with the toolbar.
 */
export const DENSE_CELL = "px-2.5 first:pl-4 last:pr-4";
