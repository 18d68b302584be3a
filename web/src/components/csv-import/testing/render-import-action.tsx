import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { CsvImportAction } from "../csv-import-action";

/** The import action of the processes list, with the app's query client. */
export function renderAction() {
  const onImported = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CsvImportAction kind="PROCESSES" onImported={onImported} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), onImported };
}
