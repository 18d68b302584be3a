import { afterEach, describe, expect, it, vi } from "vitest";

import { TypedDocumentString } from "@/lib/gql/graphql";
import { ApiError, graphqlRequest, parseGraphQLResponse } from "@/lib/graphql-client";
import { setCurrentTenant } from "@/lib/session/tenant";
import { getAccessToken } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";

standIn(getAccessToken, async () => "token-123");

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentTenant(null);
});

describe("parseGraphQLResponse", () => {
  it("answers data", async () => {
    await expect(
      parseGraphQLResponse(json({ data: { settings: { timezone: "GMT+00:00" } } })),
    ).resolves.toEqual({
      settings: { timezone: "GMT+00:00" },
    });
  });

  it("throws the first GraphQL error with its extensions code", async () => {
    const error = await failure(
      parseGraphQLResponse(
        json({
          data: null,
          errors: [
            {
              message: "Cant delete role while it is related to Processes",
              extensions: { code: "CONFLICT" },
            },
            { message: "second" },
          ],
        }),
      ),
    );
    expect(error.message).toBe("Cant delete role while it is related to Processes");
    expect(error.code).toBe("CONFLICT");
    expect(error.errors).toHaveLength(2);
  });

  it("uses the HTTP status when an error carries no code", async () => {
    const error = await failure(
      parseGraphQLResponse(json({ errors: [{ message: "Unauthorized" }] }, 401)),
    );
    expect(error).toMatchObject({ message: "Unauthorized", code: "UNAUTHENTICATED", status: 401 });
  });

  it("names a 200 error without a code INTERNAL", async () => {
    expect((await failure(parseGraphQLResponse(json({ errors: [{ message: "x" }] })))).code).toBe(
      "INTERNAL",
    );
  });

  it("maps a bodiless 401 to Unauthorized and a 413 to bad input", async () => {
    expect(await failure(parseGraphQLResponse(new Response("", { status: 401 })))).toMatchObject({
      message: "Unauthorized",
      code: "UNAUTHENTICATED",
    });
    expect(
      (await failure(parseGraphQLResponse(new Response("too big", { status: 413 })))).code,
    ).toBe("BAD_USER_INPUT");
    expect(
      (await failure(parseGraphQLResponse(new Response("<html>", { status: 502 })))).code,
    ).toBe("INTERNAL");
  });

  it("refuses an answer without data", async () => {
    expect(await failure(parseGraphQLResponse(json({})))).toMatchObject({ code: "INTERNAL" });
  });
});

/** A document outside the schema: the client only sends its text. */
const OK = new TypedDocumentString<{ ok: boolean }, { a?: number }>("query { ok }");

describe("graphqlRequest", () => {
  it("posts the document with the bearer token and this tab's tenant", async () => {
    const fetchMock = vi.fn(async () => json({ data: { ok: true } }));
    vi.stubGlobal("fetch", fetchMock);
    setCurrentTenant("demo");
    await expect(graphqlRequest(OK, { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/functions/v1/graphql");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ authorization: "Bearer token-123", "x-tenant": "demo" });
    expect(JSON.parse(String(init.body))).toEqual({ query: "query { ok }", variables: { a: 1 } });
  });

  it("adds the caller's headers, which never replace its own", async () => {
    const fetchMock = vi.fn(async () => json({ data: { ok: true } }));
    vi.stubGlobal("fetch", fetchMock);
    await graphqlRequest(
      OK,
      {},
      { headers: { "x-csv-import": "1", "content-type": "text/plain" } },
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      "x-csv-import": "1",
      "content-type": "application/json",
    });
  });

  it("turns a network failure into NETWORK_ERROR", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect((await failure(graphqlRequest(OK, {}))).code).toBe("NETWORK_ERROR");
  });
});
