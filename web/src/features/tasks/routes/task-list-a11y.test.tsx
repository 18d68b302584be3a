// @vitest-environment jsdom
// jsdom, not happy-dom: axe finds the focus guards of the open sheet focusable under
// happy-dom (aria-hidden-focus), which neither jsdom nor a real browser (tests/e2e) does.
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import { GENERATED, PICKER_HANDLERS, serve, signInAs, STORED } from "../testing/fixtures";
import { renderTasks } from "../testing/render-task-list";

/** Serious and critical axe findings; colour contrast needs a real browser (tests/e2e). */
async function seriousViolations() {
  const { violations } = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

beforeEach(() => {
  signInAs("Admin");
  serve({
    ...PICKER_HANDLERS,
    Tasks: () => ({ tasks: { nodes: [GENERATED, STORED], totalCount: 2 } }),
  });
});
afterEach(() => resetSession());

describe("task list — accessibility", () => {
  it("the list, its folded filters and the edit sheet have no serious or critical axe findings", async () => {
    const user = renderTasks("/tasks?q=is:late");
    await screen.findByRole("row", { name: /2026-11-27/ });
    expect(await seriousViolations()).toEqual([]);
    // The phone's fold: its button and the panel it opens.
    await user.click(screen.getByRole("button", { name: "Filters, 1 active" }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole("row", { name: /2026-11-27/ }));
    await screen.findByRole("dialog");
    expect(await seriousViolations()).toEqual([]);
  });
});
