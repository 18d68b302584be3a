import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-errors";
import { ApiError } from "@/lib/graphql-client";
import { notifyError, notifyErrorWithAction } from "@/lib/notify";
import { getSessionSnapshot } from "@/lib/session/session-store";
import { onTenantChange } from "@/lib/session/tenant";
import { UNAUTHORIZED_MESSAGE } from "@/lib/session/messages";

/**
 * The global red toast for any GraphQL error (docs/api.md#error-codes) is the default for every failed query
 * and mutation. A screen that shows the failure itself opts out in the query's or the
 * mutation's `meta`, so that no error is shown twice:
 * - `silentError: true` — always shown by the screen (a form beside its fields, a dialog,
 *   a panel in place of what failed to load);
 * - `silentError: "withoutData"` — a list shows it in place of its rows, which it can do
 *   only while it has none: a failed refetch under rows already on screen still toasts.
 */
export interface ErrorMeta extends Record<string, unknown> {
  silentError?: true | "withoutData";
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** Whether a failure raises the global toast. "Unauthorized" with nobody signed in is silent. */
export function shouldToastError(
  error: unknown,
  signedIn: boolean,
  meta?: ErrorMeta,
  hasData = false,
): boolean {
  if (meta?.silentError === true) return false;
  if (meta?.silentError === "withoutData" && !hasData) return false;
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

/** Where a person turns two-factor on: their own profile. */
export function twoFactorSetupPath(): string | null {
  const me = getSessionSnapshot().user;
  return me ? `/myProfile/${me.id}` : null;
}

function report(error: unknown, meta: ErrorMeta | undefined, hasData = false): void {
  if (!shouldToastError(error, getSessionSnapshot().user !== null, meta, hasData)) return;
  // The organisation requires two-factor of this Admin or Manager: lead them to set it up.
  const setup = twoFactorSetupPath();
  if (error instanceof ApiError && error.code === "TWO_FACTOR_REQUIRED" && setup) {
    notifyErrorWithAction(errorMessage(error), {
      label: "Set up two-factor",
      onClick: () => window.location.assign(setup),
    });
    return;
  }
  notifyError(errorMessage(error));
}

/** The app's query client; tests build their own with it so they see what a person would. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => report(error, query.meta, query.state.data !== undefined),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // Queries always go to the network; the cache only spares re-renders.
        staleTime: 0,
        gcTime: 5 * 60_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.code !== "NETWORK_ERROR") && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Query keys do not name the organisation: when the tab moves to another one, nothing
// cached for the previous one may be shown, not even while the new answer loads.
onTenantChange(() => queryClient.clear());
