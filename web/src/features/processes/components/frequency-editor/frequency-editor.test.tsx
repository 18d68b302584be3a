import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { FrequencyEditor } from "./frequency-editor";
import { draftFromFrequency, type FrequencyDraft } from "./frequency-draft";

// "Today" is fixed by passing it: the editor reads no clock of its own.
const TODAY = "2026-11-21";

function renderEditor(initial: FrequencyDraft = draftFromFrequency("AsNeeded", null, TODAY)) {
  const seen: FrequencyDraft[] = [initial];
  function Host() {
    const [draft, setDraft] = useState(initial);
    const change = (next: FrequencyDraft) => {
      seen.push(next);
      setDraft(next);
    };
    return <FrequencyEditor value={draft} onChange={change} today={TODAY} />;
  }
  render(<Host />);
  return { user: userEvent.setup(), draft: () => seen[seen.length - 1]! };
}

const compactField = () => screen.getByRole("textbox", { name: "Compact form" });
const previewDates = () =>
  within(screen.getByRole("list", { name: "Next dates" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("time")?.getAttribute("datetime"));

/** Opens a month's row and returns its panel; queries inside it stay fast. */
async function openMonth(user: ReturnType<typeof userEvent.setup>, month: string) {
  await user.click(screen.getByRole("button", { name: new RegExp(`^${month}:`) }));
  return within(screen.getByRole("region", { name: `${month} options` }));
}

async function closeMonth(user: ReturnType<typeof userEvent.setup>, month: string) {
  await user.click(screen.getByRole("button", { name: new RegExp(`^${month}:`) }));
}

describe("FrequencyEditor — monthly grid", () => {
  it("last Friday of Mar, Jun, Sep and Dec gives Mar,Jun,Sep,Dec:5#L and 2026-12-25 next", async () => {
    const { user, draft } = renderEditor();
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    for (const month of ["Mar", "Jun", "Sep", "Dec"]) {
      const panel = await openMonth(user, month);
      await user.click(panel.getByRole("button", { name: `Last Friday of ${month}` }));
      if (month !== "Mar") await closeMonth(user, month);
    }
    expect(compactField()).toHaveValue("Mar,Jun,Sep,Dec:5#L");
    expect(screen.getByText("Last Friday of Mar, Jun, Sep, Dec")).toBeInTheDocument();
    // Today is Sat 2026-11-21: the next quarter-end last Friday is Christmas Day.
    expect(previewDates()[0]).toBe("2026-12-25");
    expect(previewDates()).toContain("2027-03-26");
    expect(screen.getByRole("button", { name: "Last Friday of Mar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(draft().monthly[0]).toEqual([]);

    // A second click clears it again.
    await user.click(screen.getByRole("button", { name: "Last Friday of Mar" }));
    expect(compactField()).toHaveValue("Jun,Sep,Dec:5#L");
  });

  it("the all-months row sets a day in every month and shows mixed state", async () => {
    const { user } = renderEditor(draftFromFrequency("Scheduled", {}, TODAY));
    const all = await openMonth(user, "All months");
    await user.click(all.getByRole("button", { name: "Day 15 of every month" }));
    expect(compactField()).toHaveValue("*:15");
    const feb = await openMonth(user, "Feb");
    await user.click(feb.getByRole("button", { name: "Day 15 of Feb" }));
    expect(all.getByRole("button", { name: "Day 15 of every month" })).toHaveAttribute(
      "aria-pressed",
      "mixed",
    );
    expect(compactField()).toHaveValue("Jan,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec:15");
  });

  it("warns when a scheduled monthly frequency yields no dates", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByText(/yields no dates/)).toBeInTheDocument();
    expect(compactField()).toHaveValue("*:");
  });
});

describe("FrequencyEditor — compact form text", () => {
  it("typed text fills the grid and turns canonical when the field is left", async () => {
    const { user, draft } = renderEditor();
    await user.type(compactField(), "*:1,15;Mar,Jun,Sep,Dec:5#L");
    // While focused the person's spelling stays.
    expect(compactField()).toHaveValue("*:1,15;Mar,Jun,Sep,Dec:5#L");
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await user.tab();
    expect(compactField()).toHaveValue(
      "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
    );

    expect(screen.getByRole("button", { name: /^Mar:/ })).toHaveTextContent("1st, 15th, last Fri");
    const mar = await openMonth(user, "Mar");
    expect(mar.getByRole("button", { name: "Last Friday of Mar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(mar.getByRole("button", { name: "Day 15 of Mar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await closeMonth(user, "Mar");
    const jan = await openMonth(user, "Jan");
    expect(jan.getByRole("button", { name: "Last Friday of Jan" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(jan.getByRole("button", { name: "Day 1 of Jan" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(draft().monthly[11]).toHaveLength(3);
  });

  it("an interval typed as text switches to the interval fields", async () => {
    const { user } = renderEditor();
    await user.type(compactField(), "w2:mon@2026-01-05");
    await user.tab();
    expect(compactField()).toHaveValue("W2:Mon@2026-01-05");
    expect(screen.getByRole("radio", { name: "Every N weeks" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Every (weeks)" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "On" })).toHaveValue("Mon");
  });

  it("invalid text shows the parser's message under the field and leaves the grid alone", async () => {
    const { user, draft } = renderEditor(
      draftFromFrequency(
        "Scheduled",
        {
          Mar: {
            days: [1],
            sun: [],
            mon: [],
            tue: [],
            wed: [],
            thu: [],
            fri: [],
            sat: [],
            flags: {},
          },
        },
        TODAY,
      ),
    );
    const before = draft();
    await user.clear(compactField());
    await user.type(compactField(), "Foo:1");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole("alert")).toHaveTextContent('Unknown month "Foo"');
    expect(compactField()).toHaveValue("Foo:1");
    expect(compactField()).toHaveAttribute("aria-invalid", "true");
    expect(draft().monthly).toEqual(before.monthly);

    await user.clear(compactField());
    await user.type(compactField(), "Mar:32");
    await user.tab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Day 32");
  });
});

describe("FrequencyEditor — interval", () => {
  it("previews every 2 weeks on Monday from the start date", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole("radio", { name: "Every N weeks" }));
    const every = screen.getByRole("textbox", { name: "Every (weeks)" });
    await user.clear(every);
    await user.type(every, "2");
    await user.selectOptions(screen.getByRole("combobox", { name: "On" }), "Mon");
    fireEvent.change(screen.getByLabelText("Starting"), { target: { value: "2026-01-05" } });

    expect(compactField()).toHaveValue("W2:Mon@2026-01-05");
    expect(screen.getByText("Every 2 weeks on Monday")).toBeInTheDocument();
    // 2026-01-05 plus 23 fortnights is the first Monday of the series on or after today.
    expect(previewDates().slice(0, 3)).toEqual(["2026-11-23", "2026-12-07", "2026-12-21"]);
  });

  it("shows the domain's message beside a bad week count and hides the preview", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole("radio", { name: "Every N weeks" }));
    const every = screen.getByRole("textbox", { name: "Every (weeks)" });
    await user.clear(every);
    await user.type(every, "0");
    expect(screen.getByRole("alert")).toHaveTextContent("from 1 to 999");
    expect(every).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("list", { name: "Next dates" })).not.toBeInTheDocument();
    await user.clear(every);
    expect(screen.getByRole("alert")).toHaveTextContent("RepeatEvery is required");
  });

  it("starts a new interval on today's weekday and keeps the monthly grid when switching", async () => {
    const { user } = renderEditor(
      draftFromFrequency(
        "Scheduled",
        {
          Jan: {
            days: [2],
            sun: [],
            mon: [],
            tue: [],
            wed: [],
            thu: [],
            fri: [],
            sat: [],
            flags: {},
          },
        },
        TODAY,
      ),
    );
    await user.click(screen.getByRole("radio", { name: "Every N weeks" }));
    expect(screen.getByRole("combobox", { name: "On" })).toHaveValue("Sat");
    expect(compactField()).toHaveValue("W1:Sat@2026-11-21");
    expect(previewDates()[0]).toBe("2026-11-21");
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(compactField()).toHaveValue("Jan:2");
  });
});
