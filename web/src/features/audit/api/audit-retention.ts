import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { auditKeys } from "./audit-entries";

export const AUDIT_RETENTION_QUERY = graphql(`
  query AuditRetention {
    auditRetentionDays
  }
`);

export const UPDATE_AUDIT_RETENTION = graphql(`
  mutation UpdateAuditRetention($days: Int!) {
    updateAuditRetention(days: $days)
  }
`);

const retentionKey = [...auditKeys.all, "retention"] as const;

/** Days the organisation keeps its audit trail. */
export function auditRetentionQueryOptions() {
  return queryOptions({
    queryKey: retentionKey,
    queryFn: ({ signal }) =>
      graphqlRequest(AUDIT_RETENTION_QUERY, {}, { signal }).then((d) => d.auditRetentionDays),
  });
}

/** Sets it; the list is asked again (the change is an entry of the trail itself). */
export function useUpdateAuditRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      graphqlRequest(UPDATE_AUDIT_RETENTION, { days }).then((d) => d.updateAuditRetention),
    onSuccess: (days) => {
      client.setQueryData(retentionKey, days);
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
