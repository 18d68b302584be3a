/**
 * Organisation-wide task counts without loading the organisation's tasks
 * (docs/task-engine.md#counting-in-the-database): the occurrences from the catalogue and
 * the counts of people per process (domain/tasks/span-counts.ts), corrected by the stored
 * tasks in one scan in the database (db/tasks/stored-corrections.ts). Each count equals the
 * totalCount of the tasks list for the same terms and range; the engine's counter
 * (task-counts.ts) answers what this one cannot: series handed on by a rule, and terms that
 * need each occurrence's person.
 */
import { daysOf, type LoadedCatalogue } from "../../db/tasks/span-catalogue.ts";
import {
  type CorrectionContext,
  type CountAsk,
  doubtsAboutDates,
  storedCorrections,
  storedCorrectionsByRole,
} from "../../db/tasks/stored-corrections.ts";
import { fromDayNumber, toDayNumber } from "../../domain/dates/calendar.ts";
import { lapseDates } from "../../domain/tasks/late.ts";
import { type ProcessDays, scheduleDays } from "../../domain/tasks/process-days.ts";
import { generatedCounts, needsPeople } from "../../domain/tasks/span-counts.ts";
import type { Tx } from "../../db/client.ts";
import { meanwhile } from "../../db/meanwhile.ts";
import { parseQueryInput } from "../parse-input.ts";

export interface Range {
  from: string;
  to: string;
}

/**
 * One count a request will read: the list's q over a range; `roleHandle` when q holds that
 * role: term (countForRole), so that asks differing by their role are counted together.
 */
export interface StatAsk {
  q: readonly string[];
  range?: Range;
  roleHandle?: string;
}

export function askKey(roleHandle: string, q: readonly string[], range: Range): string {
  return JSON.stringify([roleHandle, q, range.from, range.to]);
}

export class SpanCounter {
  constructor(
    readonly tx: Tx,
    readonly orgId: number,
    readonly catalogue: LoadedCatalogue,
    readonly today: string,
    readonly defaultRange: Range,
  ) {}

  /** Whether this counter can answer the asks (else the engine's counter does). */
  canCount(asks: readonly StatAsk[]): boolean {
    return asks.every((a) => !needsPeople(parseQueryInput("task", [...a.q])));
  }

  /** Counts what is not known yet, all stored corrections in a scan or two. */
  async prepare(asks: readonly StatAsk[]): Promise<void> {
    const answers = this.#answers();
    const todo = new Map<string, StatAsk & { range: Range }>();
    for (const a of asks) {
      const range = a.range ?? this.defaultRange;
      const key = askKey(a.roleHandle ?? "", a.q, range);
      if (!answers.has(key)) todo.set(key, { ...a, range });
    }
    if (!todo.size) return;
    const all = [...todo.values()];
    const span = {
      from: all.map((a) => a.range.from).reduce((a, b) => (a < b ? a : b)),
      to: all.map((a) => a.range.to).reduce((a, b) => (a > b ? a : b)),
    };
    const days = daysOf(this.catalogue, span);
    if (all.some((a) => a.roleHandle !== undefined)) await this.catalogue.withRoleSpans(this.tx);
    const ctx = await correctionContext(this.tx, this.orgId, this.catalogue, this.today, span);

    const plain = [...todo].filter(([, a]) => a.roleHandle === undefined);
    const plainAsks: CountAsk[] = plain.map(([, a]) => ({
      terms: parseQueryInput("task", [...a.q]),
      ...a.range,
    }));
    // Asks that differ by their role only: corrected together, grouped by role.
    const byBase = new Map<string, [string, StatAsk & { range: Range }][]>();
    for (const entry of todo) {
      if (entry[1].roleHandle === undefined) continue;
      const others = parseQueryInput("task", [...entry[1].q]).filter((t) => t.kind !== "role");
      const base = JSON.stringify([others, entry[1].range]);
      const group = byBase.get(base);
      if (group) group.push(entry);
      else byBase.set(base, [entry]);
    }
    const roleGroups = [...byBase.values()];
    // The scans go out first: the database corrects while this process generates.
    const scans = Promise.all([
      storedCorrections(this.tx, this.orgId, plainAsks, ctx),
      Promise.all(roleGroups.map((group) => {
        const { q, range } = group[0]![1];
        const others = parseQueryInput("task", [...q]).filter((t) => t.kind !== "role");
        return storedCorrectionsByRole(this.tx, this.orgId, { terms: others, ...range }, ctx);
      })),
    ]);
    const [[corrections, byRoles], generated] = await meanwhile(
      scans,
      () => this.#generated(plain, plainAsks, roleGroups, days),
    );
    plain.forEach(([key], i) => answers.set(key, generated.get(key)! + corrections[i]!));
    roleGroups.forEach((group, g) => {
      for (const [key, a] of group) {
        const correction = byRoles[g]!.get(a.roleHandle!.toLowerCase()) ?? 0;
        answers.set(key, generated.get(key)! + correction);
      }
    });
  }

  /** The generated occurrences each ask keeps, by its key. */
  #generated(
    plain: readonly [string, StatAsk & { range: Range }][],
    plainAsks: readonly CountAsk[],
    roleGroups: readonly [string, StatAsk & { range: Range }][][],
    days: ProcessDays,
  ): Map<string, number> {
    const generated = new Map<string, number>();
    // Asks that differ by their range only: their lanes worked out once.
    const byTerms = new Map<string, number[]>();
    plain.forEach(([, a], i) => {
      const same = JSON.stringify(a.q);
      const group = byTerms.get(same);
      if (group) group.push(i);
      else byTerms.set(same, [i]);
    });
    for (const group of byTerms.values()) {
      const counts = generatedCounts(
        this.catalogue,
        { terms: plainAsks[group[0]!]!.terms, today: this.today },
        group.map((i) => plain[i]![1].range),
        days,
      )!;
      group.forEach((i, g) => generated.set(plain[i]![0], counts[g]!));
    }
    for (const group of roleGroups) {
      for (const [key, a] of group) {
        const terms = parseQueryInput("task", [...a.q]);
        generated.set(
          key,
          generatedCounts(this.catalogue, { terms, today: this.today }, [a.range], days)![0]!,
        );
      }
    }
    return generated;
  }

  /** A prepared count. */
  count(q: readonly string[], range: Range = this.defaultRange, roleHandle = ""): number {
    const known = this.#answers().get(askKey(roleHandle, q, range));
    if (known === undefined) throw new Error(`Count not prepared: ${q.join(" ")}`);
    return known as number;
  }

  #answers(): Map<string, unknown> {
    const { answers } = this.catalogue;
    const key = `counts|${this.today}`;
    let counts = answers.get(key) as Map<string, unknown> | undefined;
    if (!counts) answers.set(key, counts = new Map());
    return counts;
  }
}

/**
 * What the stored corrections need: the lapse dates, and the stored occurrences whose day is
 * no date of their process (checked here, where the schedules are); once per range while the
 * catalogue is kept.
 */
export async function correctionContext(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  today: string,
  range: Range,
): Promise<CorrectionContext> {
  const { answers, processes } = catalogue;
  const key = `context|${today}|${range.from}|${range.to}`;
  let ctx = answers.get(key) as CorrectionContext | undefined;
  if (!ctx) {
    const doubts = await doubtsAboutDates(tx, orgId, range);
    const notScheduled = doubts.filter((d) => {
      const p = processes.get(d.processId);
      const day = toDayNumber(d.day);
      return !p || scheduleDays(p, day, day).length !== 1;
    }).map((d) => d.id);
    ctx = {
      today,
      lapses: lapseDates(processes.values(), today),
      notScheduled,
      ruleSegments: catalogue.ruleSegments.map((s) => ({
        process_id: s.process.id,
        origin: s.originId,
        lo: fromDayNumber(Math.max(s.lo, toDayNumber(range.from) - 1)),
        hi: fromDayNumber(Math.min(s.hi, toDayNumber(range.to) + 1)),
        assignee: s.assigneeId,
        name: s.name,
        description: s.description,
      })),
    };
    answers.set(key, ctx);
  }
  return ctx;
}
