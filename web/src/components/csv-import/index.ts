/** CSV import of people, roles and processes (docs/csv.md#import): the lists' "Import CSV". */
export { CsvImportAction, type CsvImportActionProps } from "./csv-import-action";
export { useReloadAfterImport, type ReloadAfterImport } from "./use-reload-after-import";
