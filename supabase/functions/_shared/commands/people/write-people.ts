import { findPerson, type UserRecord } from "../../db/people/person-row.ts";
import { storeOccurrences } from "../../db/tasks/write-tasks.ts";
import { unfinishedOccurrencesOf } from "../tasks/read-tasks.ts";
import {
  countEnabledAdmins,
  deletePeople,
  insertPerson,
  lockOrgAdmins,
  updatePerson,
  userTypesOf,
} from "../../db/people/write-people.ts";
import { adminChangeRefusal, adminRemovalRefusal } from "../../domain/people/admin-rights.ts";
import {
  type CreateUserInput,
  createUserSchema,
  SELF_EDITABLE_FIELDS,
  type UpdateUserInput,
  updateUserSchema,
} from "../../domain/people/user-input.ts";
import { AppError, badInput, forbidden, notFound } from "../../http/app-error.ts";
import type { z } from "zod";
import { allowed, authorize, principalOf } from "../authorize.ts";
import { authorizedInput } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

const LAST_ADMIN = "The organisation needs at least one admin who can sign in.";

/**
 * Runs a write that may demote, disable or remove admins, and refuses it when it
 * would leave an organisation that had an enabled admin without one (nobody could
 * manage it any more). Callers run inside a savepoint, so the refusal undoes it.
 * The count and the write happen under the organisation's admin lock, so a
 * concurrent demotion is counted once it has committed; the database re-checks at
 * commit under the same lock for every other path.
 */
async function keepingAnAdmin<T>(
  ctx: RequestContext,
  write: () => Promise<T>,
): Promise<T> {
  await lockOrgAdmins(ctx.tx, ctx.orgId);
  const before = await countEnabledAdmins(ctx.tx, ctx.orgId);
  const result = await write();
  if (before > 0 && (await countEnabledAdmins(ctx.tx, ctx.orgId)) === 0) {
    throw new AppError("CONFLICT", LAST_ADMIN);
  }
  return result;
}

export async function createUser(
  ctx: RequestContext,
  input: z.input<typeof createUserSchema>,
): Promise<UserRecord> {
  const person: CreateUserInput = authorizedInput(ctx, "create", "user", createUserSchema, input);
  refuseAdminChange(adminChangeRefusal(principalOf(ctx), null, person));
  return await insertPerson(ctx.tx, ctx.orgId, person);
}

export async function updateUser(
  ctx: RequestContext,
  raw: z.input<typeof updateUserSchema>,
): Promise<UserRecord> {
  const input = parseInput(updateUserSchema, raw);
  if (allowed(ctx, "update", "user")) {
    const current = await findPerson(ctx.tx, ctx.orgId, input.id);
    if (!current) throw notFound("User not found");
    refuseAdminChange(adminChangeRefusal(principalOf(ctx), current, input));
    return await keepingAnAdmin(
      ctx,
      () => updatePerson(ctx.tx, ctx.orgId, input),
    );
  }
  if (
    ctx.actor.kind !== "member" || input.id !== ctx.actor.person.id ||
    !allowed(ctx, "update", "myProfile")
  ) {
    throw forbidden();
  }
  const current = await findPerson(ctx.tx, ctx.orgId, input.id);
  if (!current) throw notFound("User not found");
  assertOnlySelfFields(input, current);
  return await updatePerson(ctx.tx, ctx.orgId, {
    id: input.id,
    name: input.name,
    mobile: input.mobile,
    receiveWeeklyReminders: input.receiveWeeklyReminders,
    isAuthEnabled: current.isAuthEnabled,
  });
}

/**
 * A person editing their own profile may change only their name, mobile number and
 * weekly-reminder choice (the number only serves their own reminders); other fields may be
 * sent as long as they keep their value, so a form can send the whole record.
 */
function assertOnlySelfFields(
  input: UpdateUserInput,
  current: UserRecord,
): void {
  const selfFields: readonly string[] = SELF_EDITABLE_FIELDS;
  for (const [field, value] of Object.entries(input)) {
    if (field === "id" || selfFields.includes(field) || value === undefined) {
      continue;
    }
    const now = (current as unknown as Record<string, unknown>)[field];
    const same = Array.isArray(value)
      ? JSON.stringify([...value].sort()) ===
        JSON.stringify([...(now as number[])].sort())
      : value === now;
    if (!same) {
      throw forbidden(
        "You may only change your name, mobile number and weekly reminder choice.",
      );
    }
  }
}

export async function removeUsers(
  ctx: RequestContext,
  ids: number[],
): Promise<boolean> {
  authorize(ctx, "delete", "user");
  if (ids.length === 0) return true;
  if (ids.length > 1000) {
    throw badInput("At most 1000 people can be removed at once.", "ids");
  }
  if (ctx.actor.kind === "member" && ids.includes(ctx.actor.person.id)) {
    throw badInput("You cannot remove yourself.", "ids");
  }
  refuseAdminChange(
    adminRemovalRefusal(principalOf(ctx), await userTypesOf(ctx.tx, ctx.orgId, ids)),
  );
  // What they leave undone stays on record: stored now, it outlives them, unassigned and
  // still late, for a manager to hand on (docs/task-engine.md#who-held-a-role-when).
  for (const id of new Set(ids)) {
    await storeOccurrences(ctx.tx, ctx.orgId, await unfinishedOccurrencesOf(ctx, id));
  }
  await keepingAnAdmin(ctx, () => deletePeople(ctx.tx, ctx.orgId, ids));
  return true;
}

/** Only an Admin makes, changes or removes an Admin (docs/security.md#abilities). */
function refuseAdminChange(refusal: string | null): void {
  if (refusal) throw forbidden(refusal);
}
