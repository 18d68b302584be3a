import { z } from "zod";
import type { RequestContext } from "../../_shared/db/context.ts";
import {
  listPeople,
  USER_SORT_COLUMNS,
  type UserSortKey,
} from "../../_shared/db/people/list-people.ts";
import { findPerson, type UserRecord } from "../../_shared/db/people/person-row.ts";
import { personTasks, type TaskRecord } from "../../_shared/db/people/person-info.ts";
import {
  type PossibleValue,
  userFieldValues,
  userRelationValues,
} from "../../_shared/db/people/possible-values.ts";
import { readSettings } from "../../_shared/db/settings/settings-store.ts";
import { USER_TYPES } from "../../_shared/domain/people/user-input.ts";
import { notFound } from "../../_shared/http/app-error.ts";
import { authorize, authorizeReadPerson } from "./authorize.ts";
import { parseInput } from "../server/validate.ts";
import { pagingArgsSchema } from "./paging-args.ts";

/** The list arguments every list takes (design §4), plus the people list's userType. */
const listArgsSchema = pagingArgsSchema(
  Object.keys(USER_SORT_COLUMNS) as UserSortKey[],
  "name",
).extend({
  userType: z.enum(USER_TYPES).nullish().transform((v) => v ?? undefined),
});

export async function currentUser(ctx: RequestContext): Promise<UserRecord> {
  const me = await findPerson(ctx.tx, ctx.orgId, ctx.person.id);
  if (!me) throw notFound("User not found");
  return me;
}

export async function listUsers(ctx: RequestContext, args: unknown) {
  authorize(ctx, "read", "user");
  return await listPeople(ctx.tx, ctx.orgId, parseInput(listArgsSchema, args));
}

export async function getUser(
  ctx: RequestContext,
  id: number,
): Promise<UserRecord> {
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
  const { timezone } = await readSettings(ctx.tx, ctx.orgId);
  return {
    roles: person.roles,
    tasks: await personTasks(ctx.tx, ctx.orgId, id, timezone),
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
