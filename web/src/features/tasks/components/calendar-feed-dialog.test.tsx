import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import "@/lib/i18n";
import { serve } from "../testing/fixtures";
import { CalendarFeedButton } from "./calendar-feed-dialog";

const URL_ONCE = "https://example.test/functions/v1/calendar/abc123.ics";

function renderButton() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CalendarFeedButton />
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

describe("calendar feed", () => {
  it("makes a URL, shows it once with a copy button, and not again", async () => {
    // As the server keeps it: only the hash of the token, so a read has no URL.
    let stored: { url: null; createdAt: string } | null = null;
    const server = serve({
      MyCalendarFeed: () => ({ myCalendarFeed: stored }),
      ResetMyCalendarFeed: () => {
        stored = { url: null, createdAt: "2026-11-23T02:00:00Z" };
        return { resetMyCalendarFeed: { ...stored, url: URL_ONCE } };
      },
    });
    const user = renderButton();
    await user.click(screen.getByRole("button", { name: "Calendar feed" }));
    const dialog = await screen.findByRole("dialog", { name: "Calendar feed" });
    expect(await within(dialog).findByText("You have no calendar feed.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Make feed address" }));
    expect(await within(dialog).findByRole("textbox", { name: "Feed address" })).toHaveValue(
      URL_ONCE,
    );
    expect(dialog).toHaveTextContent("it will not be shown again");
    expect(within(dialog).getByRole("button", { name: "Copy address" })).toBeInTheDocument();
    expect(server.sent("ResetMyCalendarFeed")).toHaveLength(1);

    // Closed and opened again: the feed exists, its URL is gone.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Calendar feed" }));
    const again = await screen.findByRole("dialog", { name: "Calendar feed" });
    expect(within(again).queryByRole("textbox")).not.toBeInTheDocument();
    expect(again).toHaveTextContent("Your feed was made on");
    expect(within(again).getByRole("button", { name: "Reset address" })).toBeInTheDocument();
  });

  it("stops an existing feed", async () => {
    const server = serve({
      MyCalendarFeed: () => ({ myCalendarFeed: { url: null, createdAt: "2026-11-01T08:00:00Z" } }),
      RemoveMyCalendarFeed: () => ({ removeMyCalendarFeed: true }),
    });
    const user = renderButton();
    await user.click(screen.getByRole("button", { name: "Calendar feed" }));
    const dialog = await screen.findByRole("dialog", { name: "Calendar feed" });
    await user.click(await within(dialog).findByRole("button", { name: "Stop feed" }));
    expect(await within(dialog).findByText("You have no calendar feed.")).toBeInTheDocument();
    expect(server.sent("RemoveMyCalendarFeed")).toHaveLength(1);
  });
});
