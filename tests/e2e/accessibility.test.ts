import { describe, test } from "vitest";
import {
  accessibilityRun,
  ALL_WIDTHS,
  checkScreens,
  expectNoProblems,
  newContext,
  show,
  showList,
  showProfile,
  type ScreenState,
} from "../support/accessibility";
import { settled } from "../support/axe";
import { visible } from "../support/wait";

// Accessibility: the sign-in page, and every screen the demo User reaches, has no serious
// or critical axe violation at desktop and phone width, in the light and the dark skin. The
// Admin's screens, with their forms, dialogs and menus open: accessibility-admin.test.ts.
const run = accessibilityRun("a11y");

/** What the demo User sees: their own lists and profile, and the refusal of an Admin screen. */
const USER_SCREENS: ScreenState[] = [
  {
    name: "home: the personal dashboard",
    reach: (p) => show(p, "/", (page) => page.getByRole("heading", { name: "My next tasks" })),
  },
  { name: "my processes", reach: (p) => showList(p, "/myProcesses") },
  { name: "my tasks", reach: (p) => showList(p, "/myTasks?q=is:late") },
  { name: "my roles", reach: (p) => showList(p, "/myRoles") },
  {
    name: "my roles as an org chart",
    reach: (p) => show(p, "/myRoles?view=chart", (q) => q.getByRole("button", { name: /process/ })),
  },
  { name: "my profile", reach: showProfile },
  { name: "not authorised (people)", reach: (p) => show(p, "/people") },
];

describe("the sign-in page", () => {
  test("as it opens and with an error", async () => {
    const context = await newContext(run);
    const page = await context.newPage();
    try {
      await page.goto(`/login/${run.tenant}`);
      await visible(page.getByRole("button", { name: /sign in/i }));
      await settled(page);
      await expectNoProblems(page, "sign-in page", ALL_WIDTHS);
      // An unknown address: a failed attempt that counts against no demo account.
      await page.getByLabel(/email/i).fill("nobody@a11y.test");
      await page.getByLabel(/password/i).fill("not-the-password");
      await page.getByRole("button", { name: /sign in/i }).click();
      await visible(page.getByRole("alert"));
      await expectNoProblems(page, "sign-in page with an error", ALL_WIDTHS);
    } finally {
      await context.close();
    }
  });
});

describe("as the demo User", () => checkScreens(run, "user@demo.test", USER_SCREENS));
