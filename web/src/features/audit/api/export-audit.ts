import type { ListExport } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import type { ExportAuditEntriesQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export const EXPORT_AUDIT_QUERY = graphql(`
  query ExportAuditEntries(
    $personId: Int
    $entity: String
    $action: String
    $from: String
    $to: String
  ) {
    exportAuditEntries(personId: $personId, entity: $entity, action: $action, from: $from, to: $to)
  }
`);

/** The filtered audit trail as CSV (schema/audit.ts). */
export const auditExport: ListExport<ExportAuditEntriesQueryVariables> = {
  entity: "audit-trail",
  request: (variables) =>
    graphqlRequest(EXPORT_AUDIT_QUERY, variables).then((data) => data.exportAuditEntries),
};
