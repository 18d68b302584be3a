import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { MySessionsQuery } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

/** One sign-in session of the signed-in person, as the profile lists it. */
export type SignInSession = MySessionsQuery["mySessions"]["nodes"][number];

/** Sessions per page; a person who never signs out gathers many. */
export const SESSIONS_PAGE_SIZE = 10;

export const MY_SESSIONS_QUERY = graphql(`
  query MySessions($offset: Int, $limit: Int) {
    mySessions(offset: $offset, limit: $limit) {
      totalCount
      nodes {
        id
        createdAt
        lastUsedAt
        ip
        userAgent
        isCurrent
      }
    }
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const END_OTHER_SESSIONS_MUTATION = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

/** Every page of the list: an ended session moves the others up. */
export const mySessionsKeys = {
  all: ["mySessions"] as const,
  page: (page: number) => [...mySessionsKeys.all, page] as const,
};

export function mySessionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: mySessionsKeys.page(page),
    queryFn: ({ signal }) =>
      graphqlRequest(
        MY_SESSIONS_QUERY,
        { offset: (page - 1) * SESSIONS_PAGE_SIZE, limit: SESSIONS_PAGE_SIZE },
        { signal },
      ).then((data) => data.mySessions),
    // The card says in place that the list could not be read.
    meta: { silentError: "withoutData" },
  });
}

export function useMySessions(page: number) {
  // The page on screen stays while the next one loads.
  return useQuery({ ...mySessionsQueryOptions(page), placeholderData: keepPreviousData });
}

/** Ends one of the person's other sessions (never this browser's: that is signing out). */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      graphqlRequest(END_SESSION_MUTATION, { id }).then((data) => data.endSession === true),
    onSettled: () => client.invalidateQueries({ queryKey: mySessionsKeys.all }),
  });
}

/** Ends every session but this browser's; resolves to how many ended. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      graphqlRequest(END_OTHER_SESSIONS_MUTATION).then((data) => data.endOtherSessions ?? 0),
    onSettled: () => client.invalidateQueries({ queryKey: mySessionsKeys.all }),
  });
}
