import { Upload } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ImportKind } from "@/lib/gql/graphql";
import type { ImportResult } from "./api/import-result";
import { CsvImportDialog } from "./csv-import-dialog";
import { IMPORT_KINDS } from "./import-kinds";
import { ImportResultDialog } from "./import-result-dialog";

export interface CsvImportActionProps {
  kind: ImportKind;
  /** Called once an import has ended, as its result dialog opens: reload the list. */
  onImported: () => void;
}

/**
 * The list header's "Import CSV" button, its import dialog and the result dialog
 * (docs/product.md#screens-and-routes). The screen shows it to admins and managers only.
 */
export function CsvImportAction({ kind, onImported }: CsvImportActionProps) {
  const info = IMPORT_KINDS[kind];
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [showResult, setShowResult] = useState(false);

  const done = useCallback(
    (ended: ImportResult) => {
      setImporting(false);
      setResult(ended);
      setShowResult(true);
      onImported();
    },
    [onImported],
  );

  return (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload />
        Import CSV
      </Button>
      <CsvImportDialog info={info} open={importing} onOpenChange={setImporting} onDone={done} />
      <ImportResultDialog
        info={info}
        result={result}
        open={showResult}
        onOpenChange={setShowResult}
      />
    </>
  );
}
