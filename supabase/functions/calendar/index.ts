/**
 * The calendar feed edge function (docs/organisations.md#calendar-feed). Supabase serves it as the
 * function `calendar`; the local stack mounts `handler` at /functions/v1/calendar (every folder of
 * supabase/functions with an index.ts, local/server/functions-router.ts). Deploy it with
 * --no-verify-jwt: calendar clients send no token, the URL's token is the key.
 */
import { closeSharedSql } from "../_shared/db/client.ts";
import {
  type CalendarHandlerOptions,
  createCalendarHandler,
  type Handler,
} from "./create-handler.ts";

export { createCalendarHandler } from "./create-handler.ts";
export type { CalendarHandlerOptions } from "./create-handler.ts";

let handle: Handler | undefined;

/** Built on first request so the environment (database URL) is read then. */
export async function handler(req: Request): Promise<Response> {
  handle ??= createCalendarHandler();
  return await handle(req);
}

export default handler;

/** The handler with what the local stack hands in: its pool and the web app's address. */
export function handlerWith(services: Pick<CalendarHandlerOptions, "sql" | "appBase">): Handler {
  return createCalendarHandler({ sql: services.sql, appBase: services.appBase });
}

/** Releases the database pool; the local stack calls it when it shuts down. */
export async function close(): Promise<void> {
  await closeSharedSql();
}

if (import.meta.main) Deno.serve(handler);
