import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { useCreateUser } from "./create-user";
import { peopleKeys } from "./query-keys";
import { useRemoveUser } from "./remove-user";
import { useRemoveUsers } from "./remove-users";
import type { Person } from "./person-fields";
import type { PersonList, UsersVariables } from "./users";

const request = vi.mocked(graphqlRequest);

const person = (id: number): Person => ({
  id,
  peopleHandle: `p${id}`,
  name: `Person ${id}`,
  description: "",
  email: null,
  mobile: null,
  userType: "User",
  isAuthEnabled: true,
  roleIds: [],
  roles: [],
  receiveWeeklyReminders: false,
  hasAccount: false,
});

const VARS: UsersVariables = { offset: 0, limit: 10, sortBy: "name", isDesc: false };

function setup() {
  // Lists are never refetched here: what the cache holds is what the mutation left.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData<PersonList>(peopleKeys.list(VARS), {
    nodes: [person(1), person(2), person(3)],
    totalCount: 3,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const list = () => client.getQueryData<PersonList>(peopleKeys.list(VARS));
  return { client, wrapper, list };
}

beforeEach(() => {
  request.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("removals change the list only when the server says true", () => {
  it("removeUser true drops the person and counts one less", async () => {
    request.mockResolvedValue({ removeUser: true });
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useRemoveUser(), { wrapper });
    await act(() => result.current.mutateAsync(2));
    expect(request).toHaveBeenCalledWith(expect.stringContaining("removeUser(id: $id)"), { id: 2 });
    expect(list()).toEqual({ nodes: [person(1), person(3)], totalCount: 2 });
  });

  it("removeUser false leaves the list as it was", async () => {
    request.mockResolvedValue({ removeUser: false });
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useRemoveUser(), { wrapper });
    await act(() => result.current.mutateAsync(2));
    expect(list()?.totalCount).toBe(3);
    expect(list()?.nodes.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it("removeUsers sends all ids and drops them on true", async () => {
    request.mockResolvedValue({ removeUsers: true });
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useRemoveUsers(), { wrapper });
    await act(() => result.current.mutateAsync([1, 3]));
    expect(request).toHaveBeenCalledWith(expect.stringContaining("removeUsers(ids: $ids)"), {
      ids: [1, 3],
    });
    expect(list()).toEqual({ nodes: [person(2)], totalCount: 1 });
  });

  it("a failed removal rejects and changes nothing", async () => {
    request.mockRejectedValue(new ApiError("You cannot remove yourself.", "BAD_USER_INPUT", 400));
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useRemoveUsers(), { wrapper });
    await expect(act(() => result.current.mutateAsync([1]))).rejects.toThrow(
      "You cannot remove yourself.",
    );
    expect(list()?.totalCount).toBe(3);
  });
});

describe("createUser", () => {
  it("puts the new person first and counts one more", async () => {
    request.mockResolvedValue({ createUser: person(9) });
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useCreateUser(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        peopleHandle: "p9",
        name: "Person 9",
        description: "",
        email: null,
        userType: "User",
        isAuthEnabled: true,
        receiveWeeklyReminders: false,
      }),
    );
    await waitFor(() => expect(list()?.nodes[0]?.id).toBe(9));
    expect(list()?.totalCount).toBe(4);
  });

  it("logs and re-throws a failure", async () => {
    request.mockRejectedValue(new ApiError("Internal error", "INTERNAL", 500));
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useCreateUser(), { wrapper });
    await expect(
      act(() =>
        result.current.mutateAsync({
          peopleHandle: "x",
          name: "X",
          description: "",
          email: null,
          userType: "User",
          isAuthEnabled: true,
          receiveWeeklyReminders: false,
        }),
      ),
    ).rejects.toThrow("Internal error");
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith("createUser failed", expect.any(ApiError)),
    );
    expect(list()?.totalCount).toBe(3);
  });
});
