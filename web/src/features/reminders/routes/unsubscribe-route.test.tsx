import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import UnsubscribeRoute from "@/features/reminders/routes/unsubscribe-route";

const TOKEN = "a".repeat(43);
const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/unsubscribe", element: <UnsubscribeRoute /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("/unsubscribe", () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows whom the link concerns, changes nothing until confirmed, then unsubscribes", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        orgName: "Demo Co",
        personName: "Sam Taylor",
        email: "user@demo.test",
        isSubscribed: true,
      }),
    );
    const user = renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText(/Sam Taylor \(user@demo\.test\) from Demo Co/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [lookup, lookupInit] = fetchMock.mock.calls[0];
    expect(String(lookup)).toBe(`/functions/v1/send-reminders/unsubscribe/subject?token=${TOKEN}`);
    expect(lookupInit?.method ?? "GET").toBe("GET");
    expect(lookupInit?.credentials).toBe("omit");

    fetchMock.mockResolvedValueOnce(json(200, { unsubscribed: true }));
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      expect.stringMatching(/You are unsubscribed/),
    );
    const [post, postInit] = fetchMock.mock.calls[1];
    expect(String(post)).toBe(`/functions/v1/send-reminders/unsubscribe?token=${TOKEN}`);
    expect(postInit?.method).toBe("POST");
    expect(postInit?.credentials).toBe("omit");
  });

  it("says a spent or unknown link is not valid, and offers nothing to confirm", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { code: "NOT_FOUND" }));
    renderAt(`/unsubscribe?token=${TOKEN}`);
    expect((await screen.findByRole("alert")).textContent).toMatch(/not valid any more/);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });

  it("without a token asks nothing of the server", async () => {
    renderAt("/unsubscribe");
    expect((await screen.findByRole("alert")).textContent).toMatch(/not valid any more/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
