import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import type { Label } from "../api/label-fields";
import { labelParts } from "./label-form-schema";
import { LabelSheet } from "./label-sheet";

const request = vi.mocked(graphqlRequest);

const HR: Label = { id: 5, label: "Dept:HR", prefix: "Dept", processes: [1, 2] };

function renderSheet(label?: Label) {
  function Host() {
    const [open, setOpen] = useState(true);
    return open ? <LabelSheet open onOpenChange={setOpen} label={label} /> : <p>Sheet closed</p>;
  }
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <Host />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const field = () => screen.getByRole("textbox", { name: "Label" });
const calls = (operation: string) =>
  request.mock.calls.filter(([document]) => document.includes(`mutation ${operation}`));

// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  request.mockReset();
});

describe("label form — validation", () => {
  it.each([
    ["", "Label is required."],
    ["HR", "A label is written prefix:value, e.g. Dept:HR."],
    [":HR", "The label needs a prefix before the colon, e.g. Dept:HR."],
    ["Dept:", "The label needs a value after the colon, e.g. Dept:HR."],
    [`Dept:${"x".repeat(200)}`, "A label must be at most 200 characters."],
  ])("refuses %j and sends nothing", async (text, message) => {
    const user = renderSheet();
    if (text) {
      await user.click(field());
      await user.paste(text);
      await user.tab();
    }
    await user.click(screen.getByRole("button", { name: "Add label" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(calls("CreateLabel")).toHaveLength(0);
  });

  it("sends the label tidied around its colon and previews its parts", async () => {
    request.mockResolvedValue({
      createLabel: { id: 9, label: "Site:Lisbon", prefix: "Site", processes: [] },
    });
    const user = renderSheet();
    await user.type(field(), "  Site : Lisbon ");
    expect(screen.getByText("Site")).toBeInTheDocument();
    expect(screen.getByText("Lisbon")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add label" }));
    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    expect(calls("CreateLabel")[0]![1]).toEqual({ label: { label: "Site:Lisbon" } });
  });
});

describe("label form — server answers", () => {
  it("shows a label that exists already (CONFLICT) on the field, text intact", async () => {
    const message = "This label already exists";
    const conflict = new ApiError(message, "CONFLICT", 200, [
      { message, extensions: { code: "CONFLICT", field: "label" } },
    ]);
    request.mockImplementation(() => Promise.reject(conflict));
    const user = renderSheet(HR);
    await user.clear(field());
    await user.type(field(), "dept:hr");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const shown = await screen.findByText(message, { selector: "p" });
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field().getAttribute("aria-describedby")).toContain(shown.id);
    expect(field()).toHaveValue("dept:hr");
    expect(calls("UpdateLabel")[0]![1]).toEqual({ label: { id: 5, label: "dept:hr" } });
  });
});

describe("labelParts", () => {
  it("splits at the first colon only, and gives nothing for half a label", () => {
    expect(labelParts("Time:09:30")).toEqual({ prefix: "Time", value: "09:30" });
    expect(labelParts(" Dept : HR ")).toEqual({ prefix: "Dept", value: "HR" });
    expect(labelParts("Dept")).toBeNull();
    expect(labelParts("Dept:")).toBeNull();
    expect(labelParts(":HR")).toBeNull();
  });
});
