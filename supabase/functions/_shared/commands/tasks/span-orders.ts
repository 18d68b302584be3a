/**
 * The organisation's task list in status, name and assignee order without loading the
 * organisation's tasks (docs/task-engine.md#counting-in-the-database): a list in such an order
 * is its groups' due-date lists one after the other (span-days.ts), and only the groups a
 * page touches are listed.
 */
import { answerOnce, daysOf, type LoadedCatalogue } from "../../db/tasks/span-catalogue.ts";
import { listAssignees } from "../../db/tasks/list-assignees.ts";
import { occurrencesPerPerson } from "../../db/tasks/series-people.ts";
import { loadTasks } from "../../db/tasks/task-source-cache.ts";
import {
  storedCorrections,
  storedCorrectionsBy,
  storedTerms,
} from "../../db/tasks/stored-corrections.ts";
import {
  generatedCounts,
  generatedCountsByName,
  needsPeople,
  perPersonWorth,
  spanLanes,
} from "../../domain/tasks/span-counts.ts";
import { compareKeys, STATUS_ORDER } from "../../domain/tasks/task-order.ts";
import type { TaskLister, TaskListQuery, TaskListResult } from "../../domain/tasks/task-list.ts";
import type { Task } from "../../domain/tasks/types.ts";
import type { Tx } from "../../db/client.ts";
import { correctionContext } from "../statistics/span-counter.ts";
import { dueDatePage } from "./span-days.ts";

/**
 * A page of a list whose order is its groups' (`totals`, in order, ascending), each group in
 * due-date order (domain/tasks/task-order.ts: the group first, then the day and the rest as
 * in due-date order); descending, the last group's last task first. Only the groups the page
 * touches are listed, by `pageOf` (the group's index, and a slice of it in the list's
 * direction).
 */
async function groupedPage(
  query: TaskListQuery,
  totals: readonly number[],
  pageOf: (group: number, offset: number, limit: number) => Promise<TaskListResult | null>,
): Promise<TaskListResult | null> {
  const start = query.offset, end = query.offset + query.limit;
  const nodes: Task[] = [];
  let pos = 0;
  for (let k = 0; k < totals.length; k++) {
    const group = query.isDesc ? totals.length - 1 - k : k;
    const total = totals[group]!;
    if (pos + total > start && pos < end) {
      const from = Math.max(0, start - pos);
      const page = await pageOf(group, from, Math.min(total, end - pos) - from);
      if (!page) return null;
      nodes.push(...page.nodes);
    }
    pos += total;
  }
  return { totalCount: pos, nodes };
}

/**
 * In name order the groups are the tasks' names (case-insensitive, then exactly): a
 * process's generated occurrences are named after it, a rule's after the rule, and a stored
 * task has its own name. Their sizes come from the lanes and one scan of the stored tasks.
 */
export async function nameOrderPage(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
): Promise<TaskListResult | null> {
  const named = await nameTotals(tx, orgId, catalogue, query);
  if (!named) return null;
  return await groupedPage(
    query,
    named.totals,
    (i, offset, limit) =>
      dueDatePage(tx, orgId, catalogue, {
        ...query,
        sortBy: "dueDate",
        name: named.names[i]!,
        offset,
        limit,
      }),
  );
}

/** The list's names in order, each with its number of tasks; kept per query. */
async function nameTotals(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
): Promise<{ names: string[]; totals: number[] } | null> {
  const key = `name totals|${JSON.stringify([query.terms, query.from, query.to, query.today])}`;
  return await answerOnce(catalogue, key, async () => {
    if (needsPeople(query.terms)) return null;
    const range = { from: query.from, to: query.to };
    const days = daysOf(catalogue, range);
    if (query.terms.some((t) => t.kind === "role")) await catalogue.withRoleSpans(tx);
    const asked = { ...range, terms: query.terms, today: query.today };
    const generated = generatedCountsByName(catalogue, asked, days);
    if (!generated) return null;
    const ctx = await correctionContext(tx, orgId, catalogue, query.today, range);
    const stored = await storedCorrectionsBy(
      tx,
      orgId,
      { terms: query.terms, ...range },
      ctx,
      "name",
    );
    for (const [name, n] of stored) generated.set(name!, (generated.get(name!) ?? 0) + n);
    const sorted = [...generated].filter(([, n]) => n > 0)
      .sort(([a], [b]) => compareKeys({ text: a, num: 0 }, { text: b, num: 0 }));
    return { names: sorted.map(([name]) => name), totals: sorted.map(([, n]) => n) };
  });
}

/** At most this many people are walked from the list's nearer end before all are counted. */
const ASSIGNEE_WALK = 16;

/**
 * In assignee order the groups are people (by name, then id; the unassigned last), and a
 * person's group is that person's list (`user:`, from their part of the organisation:
 * db/tasks/task-source.ts `person`). A page near either end of the list walks the people from
 * that end, counting each, and stops at the page (walkedPage: a few people); a page further in
 * sizes every person's group at once from their series in the database (countedPage).
 */
export async function assigneeOrderPage(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
  walk = ASSIGNEE_WALK,
): Promise<TaskListResult | null> {
  if (needsPeople(query.terms)) return null;
  const whole = await dueDatePage(tx, orgId, catalogue, {
    ...query,
    sortBy: "dueDate",
    offset: 0,
    limit: 0,
  });
  if (!whole) return null;
  const people = await assigneesInOrder(tx, orgId, catalogue, query);
  const total = whole.totalCount;
  if (query.offset >= total || query.limit <= 0) return { totalCount: total, nodes: [] };
  return await walkedPage(tx, orgId, query, people, total, walk) ??
    await countedPage(tx, orgId, catalogue, query, people, total);
}

/**
 * The page from the people nearer its end of the list, counted one by one from their parts
 * (loaded a few at a time, in growing batches); null when it lies past `walk` people.
 */
async function walkedPage(
  tx: Tx,
  orgId: number,
  query: TaskListQuery,
  people: readonly number[],
  total: number,
  walk: number,
): Promise<TaskListResult | null> {
  let start = query.offset, end = Math.min(total, query.offset + query.limit);
  // The unassigned come last; descending, first. A page nearer the end is walked to from
  // the end: the same slice of the list the other way round, reversed.
  const backwards = start > total - end;
  if (backwards) [start, end] = [total - end, total - start];
  const isDesc = query.isDesc !== backwards;
  const groups: (number | null)[] = [...people, null];
  if (isDesc) groups.reverse();
  const range = { from: query.from, to: query.to };
  const listers = new Map<number | null, TaskLister>();
  const listerOf = async (at: number) => {
    const person = groups[at]!;
    if (!listers.has(person)) {
      // Growing batches: a first page needs a person or two, a deeper one more.
      const size = Math.min(8, Math.max(2, listers.size));
      const batch = person === null
        ? null
        : groups.slice(at, at + size).filter((p): p is number => p !== null);
      const { lister } = await loadTasks(tx, orgId, { ...range, person: batch }, {
        shareable: true,
      });
      for (const p of batch ?? [null]) listers.set(p, lister);
    }
    return listers.get(person)!;
  };
  const inOrder = { ...query, isDesc };
  const nodes: Task[] = [];
  let pos = 0;
  for (let at = 0; at < groups.length && pos < end; at++) {
    if (at >= walk) return null;
    const lister = await listerOf(at);
    const size = groupPage(lister, inOrder, groups[at]!, 0, 0).totalCount;
    if (pos + size > start) {
      const from = Math.max(0, start - pos);
      nodes.push(
        ...groupPage(lister, inOrder, groups[at]!, from, Math.min(size, end - pos) - from).nodes,
      );
    }
    pos += size;
  }
  return { totalCount: total, nodes: backwards ? nodes.reverse() : nodes };
}

/**
 * The page from every person's total (personTotals; the unassigned: the rest of the list's
 * total), the people it touches listed from their parts, loaded at once. Null (the engine
 * lists the page) when a person's list disagrees with their count.
 */
async function countedPage(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
  people: readonly number[],
  total: number,
): Promise<TaskListResult | null> {
  const totals = await personTotals(tx, orgId, catalogue, query);
  // A person with tasks the list of people left out: the engine lists the page.
  const listed = new Set(people);
  if (!totals || [...totals.keys()].some((p) => !listed.has(p))) return null;
  let assigned = 0;
  for (const n of totals.values()) assigned += n;
  const groups: (number | null)[] = [...people, null];
  const sizes = groups.map((p) => (p === null ? total - assigned : totals.get(p) ?? 0));
  if (query.isDesc) {
    groups.reverse();
    sizes.reverse();
  }
  // The groups the page touches, and the slice of each.
  const start = query.offset, end = Math.min(total, query.offset + query.limit);
  const touched: { at: number; offset: number; limit: number }[] = [];
  for (let at = 0, pos = 0; at < groups.length && pos < end; pos += sizes[at]!, at++) {
    if (sizes[at]! === 0 || pos + sizes[at]! <= start) continue;
    const offset = Math.max(0, start - pos);
    touched.push({ at, offset, limit: Math.min(sizes[at]!, end - pos) - offset });
  }
  const range = { from: query.from, to: query.to };
  const persons = touched.flatMap((t) => groups[t.at] ?? []);
  const [forPersons, forNoOne] = await Promise.all([
    persons.length
      ? loadTasks(tx, orgId, { ...range, person: persons }, { shareable: true })
      : null,
    touched.some((t) => groups[t.at] === null)
      ? loadTasks(tx, orgId, { ...range, person: null }, { shareable: true })
      : null,
  ]);
  const nodes: Task[] = [];
  for (const { at, offset, limit } of touched) {
    const person = groups[at]!;
    const page = groupPage(
      (person === null ? forNoOne : forPersons)!.lister,
      query,
      person,
      offset,
      limit,
    );
    if (page.totalCount !== sizes[at]) return null;
    nodes.push(...page.nodes);
  }
  return { totalCount: total, nodes };
}

/** A slice of one person's group (null: the unassigned) in the list's direction, due-date order within. */
function groupPage(
  lister: TaskLister,
  query: TaskListQuery,
  person: number | null,
  offset: number,
  limit: number,
): TaskListResult {
  const inDueOrder = { ...query, sortBy: "dueDate" as const };
  if (person !== null) {
    const terms = [...query.terms, { kind: "user" as const, id: person }];
    return lister.list({ ...inDueOrder, terms, offset, limit });
  }
  // No term keeps the unassigned: their part of the organisation is small, filtered here.
  const all = lister.list({ ...inDueOrder, offset: 0, limit: Number.MAX_SAFE_INTEGER });
  const none = all.nodes.filter((t) => t.personId === null);
  return { totalCount: none.length, nodes: none.slice(offset, offset + limit) };
}

/**
 * Each person's tasks in the list, by person id (those with none may be left out): their
 * series' generated occurrences (counted in the database), the rules' segments handed to
 * them, and the stored tasks' correction per person. Null when a term needs each occurrence's
 * person. Kept.
 */
function personTotals(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
): Promise<Map<number, number> | null> {
  const key = `person totals|${JSON.stringify([query.terms, query.from, query.to, query.today])}`;
  return answerOnce(catalogue, key, async () => {
    const range = { from: query.from, to: query.to };
    const days = daysOf(catalogue, range);
    const role = query.terms.find((t) => t.kind === "role");
    if (role) await catalogue.withRoleSpans(tx);
    const lanes = spanLanes(catalogue, { ...range, terms: query.terms, today: query.today }, days);
    if (!lanes) return null;
    const { spans, segments } = perPersonWorth(lanes, days, range);
    const ctx = await correctionContext(tx, orgId, catalogue, query.today, range);
    const [generated, stored] = await Promise.all([
      occurrencesPerPerson(tx, orgId, spans, role ? role.value.toLowerCase() : null),
      storedCorrectionsBy(tx, orgId, { terms: query.terms, ...range }, ctx, "person_id"),
    ]);
    const out = new Map(generated);
    const add = (person: number, n: number) => out.set(person, (out.get(person) ?? 0) + n);
    for (const [person, n] of segments) add(person, n);
    for (const [person, n] of stored) if (person !== null) add(Number(person), n);
    return out;
  });
}

/** The people who may have tasks in the list, in the assignee order (task-order.ts); kept. */
async function assigneesInOrder(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
): Promise<number[]> {
  const key = `assignees|${JSON.stringify([query.terms, query.from, query.to, query.today])}`;
  return await answerOnce(catalogue, key, async () => {
    const range = { from: query.from, to: query.to };
    const days = daysOf(catalogue, range);
    const asked = { ...range, terms: query.terms, today: query.today };
    const lanes = spanLanes(catalogue, asked, days);
    const ctx = await correctionContext(tx, orgId, catalogue, query.today, range);
    const found = await listAssignees(tx, orgId, {
      ...range,
      processIds: [...new Set((lanes ?? []).map((l) => l.lane.process.id))],
      storedWhere: storedTerms(tx, "t", query.terms, ctx),
    });
    return found
      .sort((a, b) => compareKeys({ text: a.name, num: a.id }, { text: b.name, num: b.id }))
      .map((p) => p.id);
  });
}

/** In status order the groups are the statuses, sized in one scan of the stored tasks. */
export async function statusOrderPage(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
): Promise<TaskListResult | null> {
  const groups = STATUS_ORDER.map((status): TaskListQuery => ({
    ...query,
    sortBy: "dueDate",
    terms: [...query.terms, { kind: "status", values: [status] }],
  }));
  const totals = await groupTotals(tx, orgId, catalogue, query, groups);
  if (!totals) return null;
  return await groupedPage(
    query,
    totals,
    (i, offset, limit) => dueDatePage(tx, orgId, catalogue, { ...groups[i]!, offset, limit }),
  );
}

/** How many tasks each of the lists (the same range) holds; kept per query. */
async function groupTotals(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
  groups: readonly TaskListQuery[],
): Promise<number[] | null> {
  const key = `group totals|${
    JSON.stringify(groups.map((g) => g.terms))
  }|${query.from}|${query.to}|${query.today}`;
  return await answerOnce(catalogue, key, async () => {
    if (needsPeople(query.terms)) return null;
    const range = { from: query.from, to: query.to };
    const days = daysOf(catalogue, range);
    if (query.terms.some((t) => t.kind === "role")) await catalogue.withRoleSpans(tx);
    const generated: number[] = [];
    for (const g of groups) {
      const counts = generatedCounts(
        catalogue,
        { terms: g.terms, today: query.today },
        [range],
        days,
      );
      if (!counts) return null;
      generated.push(counts[0]!);
    }
    const ctx = await correctionContext(tx, orgId, catalogue, query.today, range);
    const corrections = await storedCorrections(
      tx,
      orgId,
      groups.map((g) => ({ terms: g.terms, ...range })),
      ctx,
    );
    return generated.map((n, i) => n + corrections[i]!);
  });
}
