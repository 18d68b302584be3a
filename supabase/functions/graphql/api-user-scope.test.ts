/**
 * What a User-type member reads (docs/security.md#abilities): their own people row, the roles they fill,
 * the processes assigned to those roles and their own tasks — by every path the schema
 * offers. The walk asks every Query field, with every object field reachable from it to a
 * bounded depth, as the User of a realistic organisation (scoped-org.ts), and judges every
 * answer by the ids of the typed objects in it, by the id references it carries and by a
 * word every row outside the scope has in its text.
 */
import { strict as assert } from "node:assert";
import { getNamedType, type GraphQLArgument, isEnumType, isObjectType } from "graphql";
import { USER_RELATIONS, USER_VALUE_FIELDS } from "../_shared/db/people/possible-values.ts";
import {
  PROCESS_RELATIONS,
  PROCESS_VALUE_FIELDS,
} from "../_shared/db/processes/possible-values.ts";
import { ROLE_RELATIONS, ROLE_VALUE_FIELDS } from "../_shared/db/roles/possible-values.ts";
import { TASK_RELATIONS, TASK_VALUE_FIELDS } from "../_shared/db/tasks/possible-values.ts";
import { buildSchema } from "./schema/index.ts";
import { as, type GqlResult, withApi } from "./testing/api-fixture.ts";
import { type EnumLiteral, walkQueries } from "./testing/schema-walk.ts";
import { arrangeScopedOrg, type ScopedOrg, SECRET } from "./testing/scoped-org.ts";

type Entity = "person" | "role" | "process" | "task";
type Ids = Record<Entity, Set<number>>;

/** Object types that show a person, role, process or task (by their `id`). */
const ENTITY_OF_TYPE: Readonly<Record<string, Entity>> = {
  User: "person",
  ProcessUser: "person",
  RoleMember: "person",
  TaskAssignee: "person",
  Role: "role",
  RoleParent: "role",
  Process: "process",
  RoleAssignedProcess: "process",
  TaskProcess: "process",
  Task: "task",
  // The owner of a saved matrix (only Admins and Managers read them).
  MatrixOwner: "person",
};
/**
 * Types with an id that show none of them: the catalogue's vocabulary (labels, categories),
 * a process's documents, saved filters, and the author of a shared filter (FilterOwner,
 * its id and name only, judged below); PossibleValue by the relation asked for.
 */
const OTHER_ID_TYPES = new Set([
  "Label",
  "ProcessLabel",
  "ProcessCategory",
  "ProcessCategoryRef",
  "ProcessDoc",
  "Filter",
  "FilterOwner",
  "PossibleValue",
  // The matrix: a dimension's name, a cell's q terms, a saved matrix's row id.
  "LabelPrefixOption",
  "MatrixCell",
  "SavedMatrix",
  // Reminder runs (admins only) and a created organisation (its id, prefix and name).
  "ReminderRun",
  "Organization",
  // The caller's own sign-in sessions (auth.sessions ids, only ever their own account's).
  "SignInSession",
  // The audit trail (Admins only): its entries name a changed row of any kind.
  "AuditEntry",
]);
/** Scalar fields that name rows by id. */
const REFERENCES: Readonly<Record<string, Entity | null>> = {
  "User.roleIds": "role",
  "Role.reportsToId": "role",
  "Process.roleId": "role",
  "Process.assignedRoleIds": "role",
  "Process.categoryId": null,
  "Process.labelIds": null,
  "Task.processId": "process",
  "Task.userId": "person",
  "Label.processes": "process",
  // Who held which role: a User reads their own holdings only.
  "RoleHolding.roleId": "role",
  "RoleHolding.personId": "person",
  // A process's schedule history: who changed it is hidden from a User unless themselves.
  "ProcessSchedule.changedById": "person",
  // Dashboards: the late-tasks-by-role chart (organisation only) and processes by category.
  "RoleTaskCount.roleId": "role",
  "CategoryProcessCount.categoryId": null,
  // Reminder runs' failures name the person (reminderRuns is refused to a User).
  "ReminderRunFailure.personId": "person",
  // The audit trail is refused to a User: who acted, in which session, on which row.
  "AuditEntry.personId": "person",
  "AuditEntry.sessionId": null,
  "AuditEntry.entityId": null,
};
/** What the ids of getPossibleValuesForRelationFrom…Entity answers are, by relation. */
const RELATION_ENTITY: Readonly<Record<string, Entity | null>> = {
  roles: "role",
  assignedRoles: "role",
  role: "role",
  reportsTo: "role",
  filledBy: "person",
  assignee: "person",
  assignedProcesses: "process",
  process: "process",
  labels: null,
  cat: null,
};
const FIELDS = [
  ...new Set([
    ...USER_VALUE_FIELDS,
    ...ROLE_VALUE_FIELDS,
    ...PROCESS_VALUE_FIELDS,
    ...TASK_VALUE_FIELDS,
  ]),
];
const RELATIONS = [
  ...new Set([...USER_RELATIONS, ...ROLE_RELATIONS, ...PROCESS_RELATIONS, ...TASK_RELATIONS]),
];
/** Object levels below each Query field: deep enough for Process.users.roles.filledBy. */
const DEPTH = 5;
/** Refusals are fine; anything else means a path broke. */
const REFUSALS = new Set(["FORBIDDEN", "NOT_FOUND", "BAD_USER_INPUT"]);

const schema = buildSchema();

const emptyIds = (): Ids => ({
  person: new Set(),
  role: new Set(),
  process: new Set(),
  task: new Set(),
});

interface Judgement {
  /** Rows shown outside what the caller may read, as readable problems. */
  problems: string[];
  /** Every row id the answers showed, by entity. */
  seen: Ids;
}

/**
 * Judges one answer: typed objects and id references must be in `allowed`, no text may
 * hold the SECRET word (unless `allowed` is everything), a shared filter's author must be
 * one of `authors`.
 */
function judge(
  data: unknown,
  allowed: Ids | null,
  authors: Set<number>,
  relation: Entity | null,
  out: Judgement,
  where: string,
): void {
  const check = (entity: Entity, id: unknown, path: string) => {
    if (id === null || id === undefined) return;
    out.seen[entity].add(Number(id));
    if (allowed && !allowed[entity].has(Number(id))) {
      out.problems.push(`${where}: ${path} shows ${entity} ${id}`);
    }
  };
  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}[${i}]`));
    if (typeof node === "string") {
      if (allowed && node.toLowerCase().includes(SECRET)) {
        out.problems.push(`${where}: ${path} = ${JSON.stringify(node)}`);
      }
      return;
    }
    if (!node || typeof node !== "object") return;
    const obj = node as Record<string, unknown>;
    const type = String(obj.__typename);
    if (type === "FilterOwner") {
      if (!authors.has(Number(obj.id))) out.problems.push(`${where}: ${path} author ${obj.id}`);
      return;
    }
    const entity = type === "PossibleValue" ? relation : ENTITY_OF_TYPE[type];
    if (entity) check(entity, obj.id, `${path}.id (${type})`);
    for (const [key, value] of Object.entries(obj)) {
      const ref = REFERENCES[`${type}.${key}`];
      if (ref) [value].flat().forEach((id) => check(ref, id, `${path}.${key}`));
      visit(value, `${path}.${key}`);
    }
  };
  visit(data, "");
}

/** Asks every Query field as `ask`, judging each answer. */
async function walk(
  ask: (query: string) => Promise<GqlResult>,
  fx: ScopedOrg,
  allowed: Ids | null,
): Promise<Judgement & { answered: Set<string> }> {
  const allIds = [
    ...Object.values(fx.scope).flat(),
    ...Object.values(fx.hidden).flat(),
    ...Object.values(fx.elsewhere).flat(),
  ];
  const values = (arg: GraphQLArgument): unknown[] | undefined => {
    switch (arg.name) {
      case "id":
        return [...new Set(allIds)];
      case "field":
        return FIELDS;
      case "relation":
        return RELATIONS;
      case "tenant":
      case "prefix":
        return [fx.org.prefix];
      case "q":
        return [undefined, ["d=org"]];
      // getMatrix: the one dimension every organisation has.
      case "row":
      case "col":
        return ["Role"];
      // The *StatsItems lists: every count's list; importProgress: every kind.
      case "kind":
      case "filter": {
        const type = getNamedType(arg.type);
        return isEnumType(type)
          ? type.getValues().map((v): EnumLiteral => ({ enumValue: v.name }))
          : undefined;
      }
      // Well above the fixture's rows, and low enough that the 5-level walk stays within the
      // query cost (server/query-cost.ts), which the default of 1000 rows would exceed.
      case "limit":
        return [100];
      default:
        return undefined;
    }
  };
  const out = { problems: [] as string[], seen: emptyIds(), answered: new Set<string>() };
  const authors = new Set(fx.filterAuthors);
  for (const q of walkQueries(schema, values, DEPTH)) {
    const where = `${q.field}(${JSON.stringify(q.args)})`;
    const r = await ask(q.document);
    for (const e of r.errors ?? []) {
      if (!REFUSALS.has(e.extensions?.code ?? "")) {
        out.problems.push(`${where}: error ${e.extensions?.code} ${e.message}`);
      }
    }
    if (r.data?.[q.field] != null) out.answered.add(q.field);
    const relation = typeof q.args.relation === "string"
      ? RELATION_ENTITY[q.args.relation] ?? null
      : null;
    judge(r.data, allowed, authors, relation, out, where);
  }
  return out;
}

Deno.test("every schema type and id field that can show a person, role, process or task is classified", () => {
  const unclassified: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    const fields = type.getFields();
    if (fields.id && !ENTITY_OF_TYPE[type.name] && !OTHER_ID_TYPES.has(type.name)) {
      unclassified.push(type.name);
    }
    for (const name of Object.keys(fields)) {
      const key = `${type.name}.${name}`;
      if (/Ids?$/.test(name) && !(key in REFERENCES)) unclassified.push(key);
    }
  }
  for (const relation of RELATIONS) {
    if (!(relation in RELATION_ENTITY)) unclassified.push(`relation ${relation}`);
  }
  assert.deepEqual(unclassified, [], "teach api-user-scope.test.ts what these show");
});

Deno.test("API user scope: the admin reads the whole organisation by the same walk", () =>
  withApi(async ({ sql, handler }) => {
    const fx = await arrangeScopedOrg(sql);
    const admin = await walk(as(handler, fx.admin), fx, null);
    assert.deepEqual(admin.problems, []);
    for (const rows of [fx.scope, fx.hidden]) {
      for (const id of rows.people) assert.ok(admin.seen.person.has(id), `person ${id}`);
      for (const id of rows.roles) assert.ok(admin.seen.role.has(id), `role ${id}`);
      for (const id of rows.processes) assert.ok(admin.seen.process.has(id), `process ${id}`);
    }
    for (const id of fx.elsewhere.people) assert.ok(!admin.seen.person.has(id));
    for (const id of fx.elsewhere.processes) assert.ok(!admin.seen.process.has(id));
  }));

Deno.test("API user scope: the User reads nothing outside their own scope", () =>
  withApi(async ({ sql, handler }) => {
    const fx = await arrangeScopedOrg(sql);
    const allowed: Ids = {
      person: new Set(fx.scope.people),
      role: new Set(fx.scope.roles),
      process: new Set(fx.scope.processes),
      task: new Set(fx.scope.tasks),
    };
    const user = await walk(as(handler, fx.user), fx, allowed);
    assert.deepEqual(user.problems, []);
    // Not vacuous: the User's own screens still get all of their own rows.
    assert.deepEqual([...user.seen.person], fx.scope.people);
    assert.deepEqual([...user.seen.role], fx.scope.roles);
    assert.deepEqual([...user.seen.process], fx.scope.processes);
    assert.deepEqual([...user.seen.task].sort(), [...fx.scope.tasks].sort());
    for (
      const field of [
        "currentUser",
        "currentUserRoles",
        "currentUserProcesses",
        "process",
        "role",
        "user",
        "userGetInfo",
        "filtersAccessibleToCurrentUser",
        "getPossibleValuesForFieldFromProcessEntity",
        "getPossibleValuesForRelationFromTaskEntity",
      ]
    ) assert.ok(user.answered.has(field), `${field} answers the User`);
  }));
