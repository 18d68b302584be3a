/**
 * The send-reminders edge function (docs/reminders.md#scheduling). Supabase serves it as the
 * function `send-reminders`; the local stack mounts it at /functions/v1/send-reminders,
 * built by `handlerWith` with the stack's pool, addresses, mailer and SMS sender.
 * Deploy it with --no-verify-jwt: the unsubscribe link carries no session (its token is
 * the key) and a run is authorised by REMINDERS_SECRET / the service role key.
 */
import { closeSharedSql } from "../_shared/db/client.ts";
import {
  createSendRemindersHandler,
  type Handler,
  type SendRemindersOptions,
} from "./create-handler.ts";

export { createSendRemindersHandler } from "./create-handler.ts";
export type { SendRemindersOptions } from "./create-handler.ts";

let handle: Handler | undefined;

/** Built on first request so the environment (database URL, mail) is read then. */
export async function handler(req: Request): Promise<Response> {
  handle ??= createSendRemindersHandler();
  return await handle(req);
}

export default handler;

/** The handler with what the local stack hands in: its pool, addresses and transports. */
export function handlerWith(
  services: Pick<
    SendRemindersOptions,
    "sql" | "mailer" | "sms" | "appBase" | "functionsBase" | "allowedOrigins"
  >,
): Handler {
  return createSendRemindersHandler({
    sql: services.sql,
    allowedOrigins: services.allowedOrigins,
    mailer: services.mailer,
    sms: services.sms,
    appBase: services.appBase,
    functionsBase: services.functionsBase,
  });
}

/** Releases the database pool; the local stack calls it when it shuts down. */
export async function close(): Promise<void> {
  await closeSharedSql();
}

if (import.meta.main) Deno.serve(handler);
