import { z } from "zod";
import { listPeople, USER_SORT_COLUMNS, type UserSortKey } from "../../db/people/list-people.ts";
import { findPerson, type UserRecord } from "../../db/people/person-row.ts";
import { personTasks, type TaskRecord } from "../../db/tasks/person-tasks.ts";
import {
  type PossibleValue,
  userFieldValues,
  userRelationValues,
} from "../../db/people/possible-values.ts";
import { USER_TYPES } from "../../domain/people/user-input.ts";
import { notFound } from "../../http/app-error.ts";
import { authorize, authorizeReadPerson, personOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { orgToday } from "../org-today.ts";
import { parseInput } from "../parse-input.ts";
import { pagingArgsSchema } from "../paging-args.ts";

/** The list arguments every list takes (docs/api.md#paging-and-sorting), plus the people list's userType. */
const listArgsSchema = pagingArgsSchema(
  Object.keys(USER_SORT_COLUMNS) as UserSortKey[],
  "name",
).extend({
  userType: z.enum(USER_TYPES).nullish().transform((v) => v ?? undefined),
});

export type ListUsersArgs = z.input<typeof listArgsSchema>;

/** The signed-in person's own record (no person for the system actor: FORBIDDEN). */
export async function currentUser(ctx: RequestContext): Promise<UserRecord> {
  const me = await findPerson(ctx.tx, ctx.orgId, personOf(ctx).id);
  if (!me) throw notFound("User not found");
  return me;
}

export async function listUsers(ctx: RequestContext, args: ListUsersArgs) {
  authorize(ctx, "read", "user");
  return await listPeople(ctx.tx, ctx.orgId, parseInput(listArgsSchema, args));
}

export async function getUser(ctx: RequestContext, id: number): Promise<UserRecord> {
  authorizeReadPerson(ctx, id);
  const person = await findPerson(ctx.tx, ctx.orgId, id);
  if (!person) throw notFound("User not found");
  return person;
}

export async function getUserInfo(
  ctx: RequestContext,
  id: number,
): Promise<{ roles: UserRecord["roles"]; tasks: TaskRecord[] }> {
  const person = await getUser(ctx, id);
  return {
    roles: person.roles,
    tasks: await personTasks(ctx.tx, ctx.orgId, id, await orgToday(ctx)),
  };
}

export async function possibleFieldValues(
  ctx: RequestContext,
  field: string,
): Promise<PossibleValue[]> {
  authorize(ctx, "read", "user");
  return await userFieldValues(ctx.tx, ctx.orgId, field);
}

export async function possibleRelationValues(
  ctx: RequestContext,
  relation: string,
): Promise<PossibleValue[]> {
  authorize(ctx, "read", "user");
  return await userRelationValues(ctx.tx, ctx.orgId, relation);
}
