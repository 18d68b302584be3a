import { z } from "zod";
import { listPeople, USER_SORT_COLUMNS } from "../../db/people/list-people.ts";
import { findPerson, type UserRecord } from "../../db/people/person-row.ts";
import { personTasks, type TaskRecord } from "../../db/tasks/person-tasks.ts";
import { userFieldValues, userRelationValues } from "../../db/people/possible-values.ts";
import { USER_TYPES } from "../../domain/people/user-input.ts";
import { notFound } from "../../http/app-error.ts";
import { authorizeReadPerson, personOf } from "../authorize.ts";
import { checkedCommand, inputCommand, mayRead } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { orgToday } from "../org-today.ts";
import { pagingArgsFor } from "../paging-args.ts";

/**
 * The list arguments every list takes (docs/api.md#paging-and-sorting), plus the people list's
 * userType.
 */
const listArgsSchema = pagingArgsFor(USER_SORT_COLUMNS, "name").extend({
  userType: z.enum(USER_TYPES).nullish().transform((v) => v ?? undefined),
});

export type ListUsersArgs = z.input<typeof listArgsSchema>;

/** The signed-in person's own record (no person for the system actor: FORBIDDEN). */
export async function currentUser(ctx: RequestContext): Promise<UserRecord> {
  const me = await findPerson(ctx.tx, ctx.orgId, personOf(ctx).id);
  if (!me) throw notFound("User not found");
  return me;
}

export const listUsers = inputCommand("read", "user", listArgsSchema, listPeople);

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

export const possibleFieldValues = checkedCommand(mayRead("user"), userFieldValues);

export const possibleRelationValues = checkedCommand(mayRead("user"), userRelationValues);
