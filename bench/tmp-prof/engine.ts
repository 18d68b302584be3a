import { parseCompactFrequency } from "/work/main/supabase/functions/_shared/domain/frequency/compact.ts";
import { TaskLister } from "/work/main/supabase/functions/_shared/domain/tasks/task-list.ts";
import { datesBetween } from "/work/main/supabase/functions/_shared/domain/frequency/index.ts";
import type {
  PersonFacts,
  ProcessFacts,
  StoredTask,
  TaskSource,
} from "/work/main/supabase/functions/_shared/domain/tasks/types.ts";
function compactFor(i: number): string {
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri"][i % 5]!;
  switch (i % 6) {
    case 0:
      return `W1:${weekday}@2026-01-05`;
    case 1:
      return `W${2 + (i % 3)}:${weekday}@2026-01-0${1 + (i % 7)}`;
    case 2:
      return `*:${1 + (i % 28)},${15 + (i % 16)}`;
    case 3:
      return `*:${1 + (i % 5)}#${1 + (i % 4)}`;
    case 4:
      return `*:${1 + (i % 5)}#L`;
    default:
      return `Mar,Jun,Sep,Dec:${1 + (i % 5)}#L;Jan,Apr,Jul,Oct:1,${10 + (i % 18)}`;
  }
}
const processes = new Map<number, ProcessFacts>();
const members = [];
for (let i = 1; i <= 2000; i++) {
  const p = parseCompactFrequency(compactFor(i));
  processes.set(i, {
    id: i,
    name: `Process ${i}`,
    processHandle: `P-${i}`,
    frequency: (p as any).frequency,
    scheduledFrom: "2025-12-01",
    compactFrequency: compactFor(i),
    labels: [],
    roleHandles: ["R1", "R2"],
  });
  for (let k = 0; k < 20; k++) {
    members.push({ processId: i, personId: 1 + ((i * 37 + k * 53) % 1000) });
  }
}
const people = new Map<number, PersonFacts>();
for (let i = 1; i <= 1000; i++) people.set(i, { id: i, name: `Person ${i}`, roleHandles: [] });
const stored: StoredTask[] = [];
for (let j = 0; j < 20000; j++) {
  const m = members[(j * 7919) % members.length]!;
  const d = datesBetween(processes.get(m.processId)!.frequency, "2026-01-01", "2026-12-31");
  const date = d[j % d.length]!;
  stored.push({
    id: j,
    handle: `${m.processId}-${m.personId}-${date}`,
    initHandle: "",
    name: "x",
    description: "",
    processId: m.processId,
    personId: m.personId,
    dueDate: date,
    status: "Complete",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: "",
    updatedById: null,
  });
}
const source: TaskSource = { processes, people, members, rules: [], stored };
import process from "node:process";
const cpu = (f: () => unknown) => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return ((c.user + c.system) / 1000).toFixed(0);
};
for (let r = 0; r < 6; r++) {
  let lister!: TaskLister;
  const a = cpu(() => {
    lister = new TaskLister(source);
  });
  const q = {
    terms: [],
    from: "2026-01-01",
    to: "2026-12-31",
    today: "2026-11-23",
    sortBy: "dueDate" as const,
    isDesc: false,
    offset: 0,
    limit: 25,
  };
  const b = cpu(() => lister.list(q));
  const c = cpu(() => lister.list({ ...q, offset: 777000 }));
  const d = cpu(() =>
    lister.list({ ...q, terms: [{ kind: "is", value: "late", negated: false }] })
  );
  const e = cpu(() => lister.list({ ...q, assigneeId: 17 }));
  console.log(`cpu ms: index ${a}, first ${b}, deep ${c}, late ${d}, mine ${e}`);
}
