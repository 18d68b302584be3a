import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ListExportAction } from "./use-list-export";

/** Downloads the list as it is searched and sorted, every page of it, as CSV. */
export function ExportCsvButton({ action }: { action: ListExportAction }) {
  return (
    <Button variant="outline" onClick={action.run} disabled={action.pending}>
      {action.pending ? <Spinner label="Exporting" className="size-4" /> : <Download />}
      Export CSV
    </Button>
  );
}
