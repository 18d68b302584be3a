import type { TypedDocumentString } from "@/lib/gql/graphql";
import { getAccessToken } from "@/lib/supabase";
import { getCurrentTenant } from "@/lib/session/tenant";

export const GRAPHQL_ENDPOINT = "/functions/v1/graphql";

/** Codes of docs/api.md#error-codes, plus the two the client itself can observe. */
export type ApiErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL"
  | "NETWORK_ERROR"
  | "HTTP_ERROR"
  | (string & {});

export interface GraphQLErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

/** Every failure of a GraphQL call: the message is fit to show a person (docs/api.md#error-codes). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | null;
  readonly errors: readonly GraphQLErrorItem[];

  constructor(
    message: string,
    code: ApiErrorCode,
    status: number | null = null,
    errors: readonly GraphQLErrorItem[] = [],
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorItem[];
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 400 || status === 413 || status === 422) return "BAD_USER_INPUT";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  return status >= 500 ? "INTERNAL" : "HTTP_ERROR";
}

function fallbackMessage(status: number): string {
  if (status === 401) return "Unauthorized";
  if (status === 403) return "Forbidden";
  return `The server answered ${status}.`;
}

/**
 * Turns a fetch result into data or an ApiError. Pure apart from reading the body, so
 * the mapping is unit-tested without a server.
 */
export async function parseGraphQLResponse<TData>(response: Response): Promise<TData> {
  let body: GraphQLResponse<TData> | null = null;
  try {
    body = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    body = null;
  }
  const first = body?.errors?.[0];
  if (first) {
    const code =
      first.extensions?.code ?? (response.ok ? "INTERNAL" : codeForStatus(response.status));
    throw new ApiError(
      first.message || fallbackMessage(response.status),
      code,
      response.status,
      body?.errors ?? [],
    );
  }
  if (!response.ok) {
    throw new ApiError(
      fallbackMessage(response.status),
      codeForStatus(response.status),
      response.status,
    );
  }
  if (!body || body.data === undefined || body.data === null) {
    throw new ApiError("The server answered without data.", "INTERNAL", response.status);
  }
  return body.data;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** More headers (a CSV import says so, for the API's larger body limit). */
  headers?: Record<string, string>;
  /**
   * Another identity's access token than this tab's tenant's (null: none), for calls made
   * before the identity belongs to a tenant (creating an organisation).
   */
  token?: string | null;
  /** Another tenant than this tab's (null: no x-tenant header). */
  tenant?: string | null;
}

/** A document without variables may leave them out; one with variables must send them. */
type VariablesAndOptions<TVariables> = [TVariables] extends [{ [key: string]: never }]
  ? [variables?: TVariables, init?: RequestOptions]
  : [variables: TVariables, init?: RequestOptions];

/**
 * POST a GraphQL document with the signed-in identity's token and this tab's tenant.
 * The document is one the client preset generated from `graphql(`…`)` (web/src/lib/gql),
 * so the answer and the variables are typed from the server's schema.
 * Queries always go to the network; caching is TanStack Query's business.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables, init = {}]: VariablesAndOptions<TVariables>
): Promise<TResult> {
  const headers: Record<string, string> = {
    ...init.headers,
    "content-type": "application/json",
    accept: "application/json",
  };
  const token = init.token !== undefined ? init.token : await getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const tenant = init.tenant !== undefined ? init.tenant : getCurrentTenant();
  if (tenant) headers["x-tenant"] = tenant;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      cache: "no-store",
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(
      "Cannot reach the server. Check your connection and try again.",
      "NETWORK_ERROR",
    );
  }
  return await parseGraphQLResponse<TResult>(response);
}

/**
 * The answer of a field the schema lets be null (most mutations): null comes only beside an
 * error, which graphqlRequest has thrown already, so a bare null is an answer without data.
 */
export function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) {
    throw new ApiError("The server answered without data.", "INTERNAL");
  }
  return value;
}

/** Every list answer (docs/api.md#paging-and-sorting): one page of nodes and the count of all that match. */
export interface Connection<T> {
  nodes: T[];
  totalCount: number;
}
