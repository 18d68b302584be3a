/** CSV import of people, roles and processes (issue 10): the list headers' "Import CSV". */
export { CsvImportAction, type CsvImportActionProps } from "./csv-import-action";
export { useReloadAfterImport, type ReloadAfterImport } from "./use-reload-after-import";
