/** CSV exports of the lists and the matrix (docs/csv.md#export), one module per list. */
export { DEFAULT_EXPORT_LIMITS, EXPORT_ROW_LIMIT, type ExportLimits } from "./export-csv.ts";
export { exportUsers } from "./export-people.ts";
export { exportCurrentUserRoles, exportRoles } from "./export-roles.ts";
export { exportCurrentUserProcesses, exportProcesses } from "./export-processes.ts";
export { exportMyTasks, exportTasks } from "./export-tasks.ts";
export { exportMatrix, exportSavedMatrices } from "./export-matrices.ts";
