import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { graphqlData } from "../support/api";
import { describeFindings, findingsInBothSkins, settled, type Finding } from "../support/axe";
import { launchBrowser, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { footer } from "../support/table";
import { hidden, visible } from "../support/wait";

// Accessibility: every signed-in screen, with its forms, dialogs and menus
// open, has no serious or critical axe violation, at desktop and phone width, in the light
// and the dark skin; so has the sign-in page. One signed-in page per person: each screen
// state is reached once, then checked at both widths (the viewport is resized) and in both
// skins (the skin is only the `dark` class on <html>).
let stack: Stack;
let browser: Browser;

let TENANT: string;
const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Width = keyof typeof WIDTHS;

/** Ids of the demo records whose pages show the most: roles, processes, labels, documents. */
interface Ids {
  person: number;
  process: number;
  role: number;
}
let ids: Ids;

beforeAll(async () => {
  stack = await startStack();
  TENANT = await demoOrganisation("a11y");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function findIds(page: Page): Promise<Ids> {
  const { roles, processes } = await graphqlData<{
    roles: {
      nodes: { id: number; processCount: number; filledBy: { id: number }[] }[];
    };
    processes: {
      nodes: {
        id: number;
        description: string | null;
        labels: unknown[];
        docs: unknown[];
      }[];
    };
  }>(
    page,
    TENANT,
    `{ roles(limit: 1000) { nodes { id processCount filledBy { id } } }
       processes(limit: 1000) { nodes { id description labels { id } docs { id } } } }`,
  );
  const role = roles.nodes.find((r) => r.processCount > 0 && r.filledBy.length > 0);
  const process = processes.nodes.find((p) => p.description && p.labels.length && p.docs.length);
  if (!role || !process)
    throw new Error("the demo organisation lacks a filled role or a full process");
  return { person: role.filledBy[0]!.id, process: process.id, role: role.id };
}

/** Opens a path and waits for its page heading (and `ready`, when given) and for loading to end. */
async function show(page: Page, path: string, ready?: (page: Page) => Locator) {
  await page.goto(`${stack.url}${path}`);
  await visible(page.getByRole("heading", { level: 1 }));
  if (ready) await visible(ready(page));
  await settled(page);
}

/** A list screen: its footer shows a real range once the first page has answered. */
async function showList(page: Page, path: string) {
  await show(page, path);
  await expect.poll(() => footer(page).textContent()).toMatch(/^Showing [1-9]\d* to/);
  await settled(page);
}

/** Clicks a control and waits for the dialog, sheet or menu it opens. */
async function open(
  page: Page,
  control: Locator,
  role: "dialog" | "alertdialog" | "menu" = "dialog",
) {
  await control.click();
  await visible(page.getByRole(role));
  await settled(page);
}

/** The signed-in person's profile, reached through the account menu. */
async function showProfile(page: Page) {
  await show(page, "/");
  await open(page, page.getByRole("button", { name: /Account menu/ }), "menu");
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await page.waitForURL(/\/myProfile\//);
  await visible(page.getByRole("textbox").first());
  await settled(page);
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: true });

/**
 * A processes file whose preview shows every table: a line to create with a new label
 * (a message), and a refused line with its cells.
 */
const IMPORT_CSV = [
  "processHandle,name,description,category,labels,assignedRoles,owningRole,frequency,scheduledFrom,docs",
  "A11Y-001,Accessibility import check,Checked by axe,QA,Site:A11y;Dept:Quality,QA,QA,*:1,2026-01-01,Guide|https://example.com/a11y",
  "A11Y-002,Accessibility refused line,,,,NOPE,,,,",
  "",
].join("\n");

const importDialog = (page: Page) => page.getByRole("dialog", { name: "Import processes" });

/** The processes' import dialog, showing the preview of IMPORT_CSV (nothing applied yet). */
async function previewImport(page: Page) {
  await showList(page, "/processes");
  await open(page, button(page, "Import CSV"));
  await importDialog(page)
    .getByLabel("CSV file of processes")
    .setInputFiles({
      name: "processes.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(IMPORT_CSV),
    });
  await visible(page.getByRole("table", { name: "Refused lines" }));
  await settled(page);
}

interface ScreenState {
  name: string;
  /** Brings the signed-in page to the state to check. */
  reach: (page: Page) => Promise<void>;
  /** Only at this width (the navigation drawer exists on narrow screens only). */
  only?: Width;
}

const ADMIN_SCREENS: ScreenState[] = [
  {
    name: "home: the organisation dashboard, with its charts",
    reach: (p) => show(p, "/", (page) => page.getByRole("heading", { name: "Tasks due per week" })),
  },
  { name: "people", reach: (p) => showList(p, "/people") },
  {
    name: "people: add person",
    reach: async (p) => {
      await showList(p, "/people");
      await open(p, button(p, "Add person"));
    },
  },
  {
    name: "people: delete confirmation",
    reach: async (p) => {
      await showList(p, "/people");
      await open(p, p.getByRole("button", { name: /^Delete / }).first(), "alertdialog");
    },
  },
  {
    name: "person",
    reach: (p) => show(p, `/people/${ids.person}`, (q) => q.locator("dl")),
  },
  {
    name: "person: edit",
    reach: async (p) => {
      await show(p, `/people/${ids.person}`, (q) => q.locator("dl"));
      await open(p, button(p, "Edit"));
    },
  },
  {
    name: "processes, filtered, with the saved-filters menu",
    reach: async (p) => {
      await showList(p, "/processes");
      const search = p.getByRole("searchbox").first();
      await search.fill("has:noDocs");
      await search.press("Enter");
      await visible(p.getByRole("list", { name: "Active filters" }));
      await settled(p);
      await open(p, button(p, "Saved filters"), "menu");
    },
  },
  {
    name: "processes: add process",
    reach: async (p) => {
      await showList(p, "/processes");
      await open(p, button(p, "Add process"));
    },
  },
  {
    name: "processes: import CSV, choosing a file",
    reach: async (p) => {
      await showList(p, "/processes");
      await open(p, button(p, "Import CSV"));
    },
  },
  { name: "processes: import CSV, the preview with a refused line", reach: previewImport },
  {
    // Applies the file's one good line: the organisation gains a process and a label.
    name: "processes: import result",
    reach: async (p) => {
      await previewImport(p);
      await importDialog(p).getByRole("button", { name: "Import 1 line", exact: true }).click();
      await visible(p.getByRole("dialog", { name: "Import result" }).getByRole("table"));
      await hidden(importDialog(p));
      await settled(p);
    },
  },
  { name: "my processes", reach: (p) => showList(p, "/myProcesses") },
  {
    name: "process",
    reach: (p) => show(p, `/processes/${ids.process}`, (q) => q.locator("dl").first()),
  },
  {
    name: "process: edit",
    reach: async (p) => {
      await show(p, `/processes/${ids.process}`, (q) => q.locator("dl").first());
      await open(p, button(p, "Edit"));
    },
  },
  {
    name: "process: delete confirmation",
    reach: async (p) => {
      await show(p, `/processes/${ids.process}`, (q) => q.locator("dl").first());
      await open(p, button(p, "Delete"), "alertdialog");
    },
  },
  { name: "tasks, late ones", reach: (p) => showList(p, "/tasks?q=is:late") },
  {
    name: "tasks: edit a task, with its history",
    reach: async (p) => {
      await showList(p, "/tasks?q=status=Complete");
      await open(p, p.getByRole("button", { name: /^Edit / }).first());
    },
  },
  {
    name: "tasks: add task",
    reach: async (p) => {
      await showList(p, "/tasks");
      await open(p, button(p, "Add task"));
    },
  },
  {
    name: "tasks: calendar",
    reach: (p) => show(p, "/tasks?view=calendar", (q) => q.getByRole("button", { name: "Today" })),
  },
  {
    name: "tasks: calendar feed",
    reach: async (p) => {
      await showList(p, "/myTasks");
      await open(p, button(p, "Calendar feed"));
    },
  },
  { name: "roles", reach: (p) => showList(p, "/roles") },
  {
    name: "roles: add role",
    reach: async (p) => {
      await showList(p, "/roles");
      await open(p, button(p, "Add role"));
    },
  },
  {
    name: "role details",
    reach: async (p) => {
      await p.goto(`${stack.url}/roles?role=${ids.role}`);
      await visible(p.getByRole("dialog").getByRole("heading"));
      await settled(p);
    },
  },
  {
    name: "org chart",
    reach: (p) => show(p, "/roles?view=chart", (q) => q.getByRole("button", { name: /process/ })),
  },
  { name: "my roles", reach: (p) => showList(p, "/myRoles") },
  { name: "labels", reach: (p) => showList(p, "/labels") },
  {
    name: "labels: add label",
    reach: async (p) => {
      await showList(p, "/labels");
      await open(p, button(p, "Add label"));
    },
  },
  {
    name: "process categories",
    reach: (p) => showList(p, "/processCategories"),
  },
  {
    name: "process categories: add category",
    reach: async (p) => {
      await showList(p, "/processCategories");
      await open(p, button(p, "Add category"));
    },
  },
  { name: "filters", reach: (p) => show(p, "/filters", footer) },
  {
    name: "filters: add filter",
    reach: async (p) => {
      await show(p, "/filters", footer);
      await open(p, button(p, "Add filter"));
    },
  },
  {
    name: "settings",
    reach: (p) => show(p, "/settings", (q) => q.getByRole("button", { name: /save/i })),
  },
  {
    name: "matrix",
    reach: (p) => show(p, "/matrix?row=Dept&column=Role", (q) => q.getByRole("table").first()),
  },
  {
    name: "matrix: save as a new matrix",
    reach: async (p) => {
      await show(p, "/matrix?row=Dept&column=Role", (q) => q.getByRole("table").first());
      await open(p, button(p, "Save as new matrix…"));
    },
  },
  { name: "matrix list", reach: (p) => showList(p, "/matrix-list") },
  {
    name: "matrix list: add matrix",
    reach: async (p) => {
      await showList(p, "/matrix-list");
      await open(p, button(p, "Add New Matrix"));
    },
  },
  { name: "my profile", reach: showProfile },
  {
    name: "account menu",
    reach: async (p) => {
      await show(p, "/people", footer);
      await open(p, p.getByRole("button", { name: /Account menu/ }), "menu");
    },
  },
  {
    name: "navigation drawer",
    only: "phone",
    reach: async (p) => {
      await show(p, "/people", footer);
      await open(p, button(p, "Open navigation"));
    },
  },
];

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

/** Checks the page as it is at each width (resized in place) and in both skins. */
async function expectNoProblems(page: Page, screen: string, widths: readonly Width[]) {
  const findings: Finding[] = [];
  const sideways: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize(WIDTHS[width]);
      await settled(page);
      findings.push(...(await findingsInBothSkins(page, width)));
      // A wide table scrolls inside its card; the page itself never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) sideways.push(`${width}: ${overflow}px wider than the window`);
    }
  } finally {
    await page.setViewportSize(WIDTHS.desktop);
  }
  expect(findings, `axe, ${screen}:\n${describeFindings(findings)}`).toEqual([]);
  expect(sideways, `the page scrolls sideways, ${screen}`).toEqual([]);
}

const ALL_WIDTHS = Object.keys(WIDTHS) as Width[];

/** One person's screens on one page, each reached at desktop width (or its only width). */
function checkScreens(
  email: string,
  screens: ScreenState[],
  afterSignIn?: (page: Page) => Promise<void>,
) {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({
      viewport: WIDTHS.desktop,
      reducedMotion: "reduce",
    });
    page = await context.newPage();
    await signIn(page, stack.url, TENANT, email);
    await afterSignIn?.(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  for (const screen of screens) {
    test(screen.name, async () => {
      if (screen.only) await page.setViewportSize(WIDTHS[screen.only]);
      await screen.reach(page);
      await expectNoProblems(page, screen.name, screen.only ? [screen.only] : ALL_WIDTHS);
    });
  }
}

describe("the sign-in page", () => {
  test("as it opens and with an error", async () => {
    const context = await browser.newContext({
      viewport: WIDTHS.desktop,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.url}/login/${TENANT}`);
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

describe("as the demo Admin", () =>
  checkScreens("admin@demo.test", ADMIN_SCREENS, async (page) => {
    ids = await findIds(page);
  }));

describe("as the demo User", () => checkScreens("user@demo.test", USER_SCREENS));
