import type { Page } from "playwright-core";
import { todayAt } from "./schedule";

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/**
 * Runs one GraphQL operation from inside the page with the page's own session token
 * (the tenant's storage key, as the app keeps it), so a test can compare a screen with
 * what the API answers that very identity.
 */
export function graphql<T>(
  page: Page,
  tenant: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  return page.evaluate(
    async ({ tenant, query, variables }) => {
      const stored = localStorage.getItem(`sb-routinely-${tenant}-auth-token`);
      if (!stored) throw new Error(`no session stored for tenant ${tenant}`);
      const token = (JSON.parse(stored) as { access_token: string }).access_token;
      const res = await fetch("/functions/v1/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "x-tenant": tenant,
        },
        body: JSON.stringify({ query, variables }),
      });
      return await res.json();
    },
    { tenant, query, variables },
  );
}

/** The data of an operation that must succeed; its errors fail the test with their messages. */
export async function graphqlData<T>(
  page: Page,
  tenant: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphql<T>(page, tenant, query, variables);
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data;
}

/** The signed-in organisation's today (its settings' time zone), as the app reckons it. */
export async function orgToday(page: Page, tenant: string): Promise<string> {
  const { settings } = await graphqlData<{ settings: { timezone: string } }>(
    page,
    tenant,
    "{ settings { timezone } }",
  );
  return todayAt(settings.timezone);
}
