import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/layout/toaster";
import "@/lib/i18n";
import { ApiError } from "@/lib/graphql-client";
import { serve } from "../testing/fixtures";
import { SkipDaysButton } from "./skip-days-dialog";

const TODAY = "2026-11-28";

function renderButton(terms: string[] = []) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SkipDaysButton terms={terms} today={TODAY} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Skip days…" }));
  return await screen.findByRole("dialog", { name: "Skip days" });
}

describe("skip days dialog", () => {
  it("skips the days with the reason and the list's filter, and says how many", async () => {
    const server = serve({ SkipTasks: () => ({ skipTasks: 12 }) });
    const user = renderButton(["process:FIN-009", "", "status=Not Started|In Progress"]);
    const dialog = await openDialog(user);
    const from = within(dialog).getByLabelText(/From/);
    const to = within(dialog).getByLabelText(/To/);
    expect(from).toHaveValue(TODAY);
    expect(to).toHaveValue(TODAY);
    // The filter it applies is shown, blank terms left out.
    const chips = within(dialog).getByRole("list", { name: "Tasks" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["process:FIN-009", "status=Not Started|In Progress"]);
    await user.clear(from);
    await user.type(from, "2026-12-24");
    await user.clear(to);
    await user.type(to, "2026-12-26");
    await user.type(within(dialog).getByLabelText(/Reason/), "  Christmas closure ");
    await user.click(within(dialog).getByRole("button", { name: "Skip tasks" }));
    expect(await screen.findByText("12 tasks skipped")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.sent("SkipTasks")).toEqual([
      {
        from: "2026-12-24",
        to: "2026-12-26",
        q: ["process:FIN-009", "status=Not Started|In Progress"],
        reason: "Christmas closure",
      },
    ]);
  });

  it("says when there was nothing to skip, and that no filter means every task", async () => {
    serve({ SkipTasks: () => ({ skipTasks: 0 }) });
    const user = renderButton([""]);
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent("Every task of the organisation (no filter).");
    await user.type(within(dialog).getByLabelText(/Reason/), "Closed");
    await user.click(within(dialog).getByRole("button", { name: "Skip tasks" }));
    expect(
      await screen.findByText("Nothing to skip: no unfinished task is due in these days."),
    ).toBeInTheDocument();
  });

  it("asks for a reason and a range in order before sending anything", async () => {
    const server = serve({ SkipTasks: () => ({ skipTasks: 1 }) });
    const user = renderButton();
    const dialog = await openDialog(user);
    const to = within(dialog).getByLabelText(/To/);
    await user.clear(to);
    await user.type(to, "2026-11-01");
    await user.type(within(dialog).getByLabelText(/Reason/), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Skip tasks" }));
    expect(
      await within(dialog).findByText("The last day must be on or after the first."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Say why these days are skipped.")).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, "2027-11-29");
    await user.click(within(dialog).getByRole("button", { name: "Skip tasks" }));
    expect(await within(dialog).findByText("At most 366 days at once.")).toBeInTheDocument();
    expect(server.sent("SkipTasks")).toHaveLength(0);
  });

  it("shows the API's refusal in the dialog and keeps what was typed", async () => {
    const message =
      "More than 10000 unfinished tasks are due in this range: narrow the dates or the filter.";
    serve({
      SkipTasks: () => {
        throw new ApiError(message, "BAD_USER_INPUT", 200, [
          { message, extensions: { code: "BAD_USER_INPUT", field: "q" } },
        ]);
      },
    });
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Reason/), "Shutdown");
    await user.click(within(dialog).getByRole("button", { name: "Skip tasks" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue("Shutdown");
  });
});
