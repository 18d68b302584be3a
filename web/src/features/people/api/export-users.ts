import type { ListExport } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import type { ExportUsersQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export const EXPORT_USERS_QUERY = graphql(`
  query ExportUsers($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {
    exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc)
  }
`);

/** The people list as CSV in the import format (schema/export.ts). */
export const usersExport: ListExport<ExportUsersQueryVariables> = {
  entity: "people",
  request: (variables) =>
    graphqlRequest(EXPORT_USERS_QUERY, variables).then((data) => data.exportUsers),
};
