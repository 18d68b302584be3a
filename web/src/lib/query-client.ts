import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { getSessionSnapshot } from "@/lib/session/session-store";
import { onTenantChange } from "@/lib/session/tenant";
import { UNAUTHORIZED_MESSAGE } from "@/lib/session/messages";

/**
 * Whether a failed query or mutation raises the global red toast (spec §8 "Any GraphQL
 * error"). "Unauthorized" with nobody signed in is silent; a query can opt out with
 * `meta: { silentError: true }` when its screen shows the error itself.
 */
export function shouldToastError(
  error: unknown,
  signedIn: boolean,
  meta?: Record<string, unknown>,
): boolean {
  if (meta?.silentError === true) return false;
  if (error instanceof DOMException && error.name === "AbortError") return false;
  const message = error instanceof Error ? error.message : "";
  if (
    !signedIn &&
    (message === UNAUTHORIZED_MESSAGE ||
      (error instanceof ApiError && error.code === "UNAUTHENTICATED"))
  ) {
    return false;
  }
  return message.length > 0;
}

function report(error: unknown, meta?: Record<string, unknown>): void {
  if (shouldToastError(error, getSessionSnapshot().user !== null, meta))
    notifyError((error as Error).message);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      // Spec §7: queries always go to the network; the cache only spares re-renders.
      staleTime: 0,
      gcTime: 5 * 60_000,
      retry: (count, error) =>
        !(error instanceof ApiError && error.code !== "NETWORK_ERROR") && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Query keys do not name the organisation: when the tab moves to another one, nothing
// cached for the previous one may be shown, not even while the new answer loads.
onTenantChange(() => queryClient.clear());
