/**
 * The GraphQL edge function (docs/api.md#conventions). Supabase serves it as the function
 * `graphql`; the local stack mounts `handler` at /functions/v1/graphql.
 */
import { closeSharedSql } from "../_shared/db/client.ts";
import { buildSchema } from "./schema/index.ts";
import {
  createGraphqlHandler,
  type GraphqlHandlerOptions,
  type Handler,
} from "./server/create-handler.ts";

export { createGraphqlHandler } from "./server/create-handler.ts";
export type { GraphqlHandlerOptions } from "./server/create-handler.ts";

let handle: Handler | undefined;

// While the worker boots, not in its first request: a request's CPU is what the platform
// limits (docs/task-engine.md#counting-in-the-database).
buildSchema();

/** Built on first request so the environment (secret, database URL) is read then. */
export async function handler(req: Request): Promise<Response> {
  handle ??= createGraphqlHandler();
  return await handle(req);
}

export default handler;

/**
 * The handler built with what the local stack hands in (local/server/functions-router.ts):
 * its pool, secret and origins, its mailer (the mailbox) and, under IMPORT_HOLD, the import
 * job's test seams.
 */
export function handlerWith(
  services: Pick<
    GraphqlHandlerOptions,
    "sql" | "jwtSecret" | "allowedOrigins" | "mailer" | "importHooks"
  >,
): Handler {
  return createGraphqlHandler({
    sql: services.sql,
    jwtSecret: services.jwtSecret,
    allowedOrigins: services.allowedOrigins,
    mailer: services.mailer,
    importHooks: services.importHooks,
  });
}

/** Releases the database pool; the local stack calls it when it shuts down. */
export async function close(): Promise<void> {
  await closeSharedSql();
}

if (import.meta.main) Deno.serve(handler);
