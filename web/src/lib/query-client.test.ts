// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/graphql-client";
import { notifyError, notifyErrorWithAction } from "@/lib/notify";
import { createQueryClient, queryClient, shouldToastError } from "@/lib/query-client";
import { resetSession, setSessionUser } from "@/lib/session/session-store";
import type { CurrentUser } from "@/lib/session/types";
import { setCurrentTenant } from "@/lib/session/tenant";
import { standIn } from "@/test/module-mocks";

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

describe("a write the organisation's two-factor rule refused", () => {
  it("toasts its message with a way to the person's profile to set two-factor up", async () => {
    const withAction = vi.fn();
    const plain = vi.fn();
    standIn(notifyErrorWithAction, (message, action) => withAction(message, action));
    standIn(notifyError, (message) => plain(message));
    setSessionUser({ id: 42, name: "Ada" } as unknown as CurrentUser);
    const client = createQueryClient();
    const message = "Your organisation requires two-factor sign-in for Admins and Managers.";
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new ApiError(message, "TWO_FACTOR_REQUIRED", 403)),
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(plain).not.toHaveBeenCalled();
    expect(withAction).toHaveBeenCalledWith(message, {
      label: "Set up two-factor",
      onClick: expect.any(Function),
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    withAction.mock.calls[0]![1].onClick();
    expect(assign).toHaveBeenCalledWith("/myProfile/42");
    vi.unstubAllGlobals();
    resetSession();
  });
});
