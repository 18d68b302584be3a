import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable } from "@/components/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { PageHeader } from "@/components/layout/page-header";
import { ExportCsvButton, useListExport } from "@/components/list-page";
import { errorMessage } from "@/lib/api-errors";
import {
  auditEntriesQueryOptions,
  auditPeopleQueryOptions,
  type AuditEntry,
} from "../api/audit-entries";
import { auditExport } from "../api/export-audit";
import { auditColumns } from "../components/audit-columns";
import { AuditEntrySheet } from "../components/audit-entry-sheet";
import { AuditFilters } from "../components/audit-filters";
import { AuditRetention } from "../components/audit-retention";
import {
  rangeProblem,
  readAuditFilters,
  writeAuditFilters,
  type AuditFilterValues,
} from "../components/audit-filter-values";

/**
 * /audit (Admins only): the organisation's audit trail, newest first, paged by the
 * server, filtered by person, entity, action and days (all kept in the URL); a row opens
 * the entry's before → after; Export CSV downloads the filtered list.
 */
export default function AuditRoute() {
  const [params, setParams] = useSearchParams();
  const [table, setTable] = useTableUrlState({ size: 25 });
  const filters = useMemo(() => readAuditFilters(params), [params]);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const problem = rangeProblem(filters);

  const filterVariables = {
    personId: filters.personId,
    entity: filters.entity,
    action: filters.action,
    from: filters.from,
    to: filters.to,
  };
  const entries = useQuery({
    ...auditEntriesQueryOptions({
      ...filterVariables,
      offset: (table.page - 1) * table.size,
      limit: table.size,
    }),
    enabled: problem === null,
    // The page shown stays while the next one loads (the table shows it as loading).
    placeholderData: keepPreviousData,
  });
  const people = useQuery(auditPeopleQueryOptions());
  const exportCsv = useListExport(auditExport, filterVariables);

  const onFilters = useCallback(
    (values: AuditFilterValues) => {
      setParams((current) => {
        const next = writeAuditFilters(current, values);
        // A new filter starts at its first page.
        next.delete("page");
        return next;
      });
    },
    [setParams],
  );

  const page = entries.data;
  const total = page?.totalCount ?? 0;
  return (
    <div>
      <PageHeader
        title="Audit trail"
        description={
          page?.totalCountCapped
            ? `Who changed what, newest first — more than ${total.toLocaleString()} entries match; narrow the filters to page further.`
            : "Who changed what in the organisation, and its sign-in events, newest first."
        }
        actions={exportCsv && problem === null ? <ExportCsvButton action={exportCsv} /> : undefined}
      />
      <AuditRetention />
      <AuditFilters values={filters} people={people.data ?? []} onChange={onFilters} />
      <DataTable
        label="Audit trail"
        columns={auditColumns}
        data={problem ? [] : page?.nodes}
        totalCount={problem ? 0 : total}
        state={table}
        onStateChange={setTable}
        getRowId={(entry) => String(entry.id)}
        isFetching={entries.isFetching}
        error={entries.error ? errorMessage(entries.error) : null}
        search={false}
        onRowClick={setOpen}
        emptyMessage={problem ?? "No audit entries match these filters."}
      />
      <AuditEntrySheet entry={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} />
    </div>
  );
}
