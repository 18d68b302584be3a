import { useMutation } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { ImportKind } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export const CANCEL_USERS_IMPORT_MUTATION = graphql(`
  mutation CancelUsersImport {
    cancelUsersImport
  }
`);

export const CANCEL_ROLES_IMPORT_MUTATION = graphql(`
  mutation CancelRolesImport {
    cancelRolesImport
  }
`);

export const CANCEL_PROCESSES_IMPORT_MUTATION = graphql(`
  mutation CancelProcessesImport {
    cancelProcessesImport
  }
`);

/** Stops the organisation's running import of that kind; true if one was running. */
export async function cancelImport(kind: ImportKind): Promise<boolean> {
  switch (kind) {
    case "USERS":
      return (await graphqlRequest(CANCEL_USERS_IMPORT_MUTATION)).cancelUsersImport;
    case "ROLES":
      return (await graphqlRequest(CANCEL_ROLES_IMPORT_MUTATION)).cancelRolesImport;
    case "PROCESSES":
      return (await graphqlRequest(CANCEL_PROCESSES_IMPORT_MUTATION)).cancelProcessesImport;
  }
}

/**
 * The import's own request answers with `cancelled: true` once the server has stopped it,
 * so this only asks; a failure to ask is toasted (the import then simply goes on).
 */
export function useCancelImport() {
  return useMutation({ mutationFn: cancelImport });
}
