import { describe } from "vitest";
import type { Page } from "playwright-core";
import {
  accessibilityRun,
  button,
  checkScreens,
  open,
  show,
  showList,
  showProfile,
  type ScreenState,
} from "../support/accessibility";
import { graphqlData } from "../support/api";
import { settled } from "../support/axe";
import { footer } from "../support/table";
import { hidden, visible } from "../support/wait";

// Accessibility of the demo Admin's screens: every one, with its forms, dialogs and menus
// open, has no serious or critical axe violation at desktop and phone width, in the light
// and the dark skin. One signed-in page: each screen state is reached once, then checked at
// both widths and in both skins (tests/support/accessibility.ts).
const run = accessibilityRun("a11y-admin");

/** Ids of the demo records whose pages show the most: roles, processes, labels, documents. */
interface Ids {
  person: number;
  process: number;
  role: number;
}
let ids: Ids;

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
    run.tenant,
    `{ roles(limit: 1000) { nodes { id processCount filledBy { id } } }
       processes(limit: 1000) { nodes { id description labels { id } docs { id } } } }`,
  );
  const role = roles.nodes.find((r) => r.processCount > 0 && r.filledBy.length > 0);
  const process = processes.nodes.find((p) => p.description && p.labels.length && p.docs.length);
  if (!role || !process)
    throw new Error("the demo organisation lacks a filled role or a full process");
  return { person: role.filledBy[0]!.id, process: process.id, role: role.id };
}

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
      await p.goto(`/roles?role=${ids.role}`);
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

describe("as the demo Admin", () =>
  checkScreens(run, "admin@demo.test", ADMIN_SCREENS, async (page) => {
    ids = await findIds(page);
  }));
