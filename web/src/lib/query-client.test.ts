// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/graphql-client";
import { queryClient, shouldToastError } from "@/lib/query-client";
import { setCurrentTenant } from "@/lib/session/tenant";

describe("shouldToastError", () => {
  it("toasts any GraphQL error of a signed-in person", () => {
    expect(
      shouldToastError(
        new ApiError("Cant delete role while it is related to Processes", "CONFLICT"),
        true,
      ),
    ).toBe(true);
    expect(shouldToastError(new ApiError("Unauthorized", "UNAUTHENTICATED"), true)).toBe(true);
  });

  it("stays silent on Unauthorized when nobody is signed in", () => {
    expect(shouldToastError(new ApiError("Unauthorized", "UNAUTHENTICATED"), false)).toBe(false);
    expect(shouldToastError(new Error("Unauthorized"), false)).toBe(false);
  });

  it("still toasts other errors when nobody is signed in", () => {
    expect(shouldToastError(new ApiError("Cannot reach the server.", "NETWORK_ERROR"), false)).toBe(
      true,
    );
  });

  it("respects a query's opt-out and ignores aborts", () => {
    expect(shouldToastError(new ApiError("x", "INTERNAL"), true, { silentError: true })).toBe(
      false,
    );
    expect(shouldToastError(new DOMException("aborted", "AbortError"), true)).toBe(false);
  });

  it("lets a list stay silent only while it shows the failure in place of its rows", () => {
    const meta = { silentError: "withoutData" } as const;
    expect(shouldToastError(new ApiError("x", "INTERNAL"), true, meta, false)).toBe(false);
    expect(shouldToastError(new ApiError("x", "INTERNAL"), true, meta, true)).toBe(true);
  });
});

describe("the query cache and the tab's organisation", () => {
  it("is emptied when the tab moves to another organisation, kept while it stays", () => {
    setCurrentTenant("alpha");
    queryClient.setQueryData(["people", "list"], { names: ["Alpha person"] });
    setCurrentTenant("alpha");
    expect(queryClient.getQueryData(["people", "list"])).toEqual({ names: ["Alpha person"] });
    setCurrentTenant("bravo");
    expect(queryClient.getQueryData(["people", "list"])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    setCurrentTenant(null);
  });
});
