import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { abandoned, isAbandoned } from "../../supabase/functions/_shared/http/abandoned.ts";
import type { Mailer } from "../../supabase/functions/_shared/mail/mod.ts";
import type { SmsSender } from "../../supabase/functions/_shared/sms/mod.ts";
import type { ImportHooks } from "../../supabase/functions/_shared/commands/imports/import-hooks.ts";
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";

type Handler = (req: Request) => Promise<Response> | Response;

/**
 * What the stack hands to the functions it serves, in place of what Supabase gives a function
 * in its environment: its database pool, its signing secret, its addresses, and its
 * transports, which keep messages in its mailbox when nothing is configured (deployed code
 * cannot import the mailbox). Handed over, not set in the process environment: two stacks in
 * one process (test files run in parallel share it) would read each other's.
 */
export interface FunctionServices {
  /** The functions' pool (SUPABASE_DB_URL on Supabase). */
  sql: Sql;
  /** The secret access tokens are signed with (JWT_SECRET). */
  jwtSecret: string;
  /** The origins CORS answers name (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Where the web app is (SITE_URL) and where the functions are (SUPABASE_URL). */
  appBase: string;
  functionsBase: string;
  mailer: Mailer;
  sms: SmsSender;
  /** Test seams of the import job (IMPORT_HOLD); only the graphql function takes them. */
  importHooks?: ImportHooks;
}

/** What a function folder's index.ts exports. */
interface FunctionModule {
  handler?: Handler;
  default?: Handler;
  /** Optional: the handler built with the stack's services, used instead of `handler`. */
  handlerWith?: (services: FunctionServices) => Handler;
  /** Optional: releases pools and timers when the stack shuts down. */
  close?: () => Promise<void> | void;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

const json = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

/**
 * Mounts every `supabase/functions/<name>/index.ts` (except `_shared`) at
 * /functions/v1/<name>, importing each module on first use. A function that does not
 * exist yet answers 404 until its folder appears, without a restart. With `services`, a
 * function that exports `handlerWith` is served by the handler it builds with them; they are
 * asked for when a function is first built (the stack knows its address once it listens).
 */
export function createFunctionsRouter(functionsDir: string, services?: () => FunctionServices) {
  const modules = new Map<string, Promise<FunctionModule>>();
  const built = new WeakMap<FunctionModule, Handler>();
  const handlerOf = (module: FunctionModule): Handler | undefined => {
    if (!services || typeof module.handlerWith !== "function") {
      return module.handler ?? module.default;
    }
    let handler = built.get(module);
    if (!handler) {
      handler = module.handlerWith(services());
      built.set(module, handler);
    }
    return handler;
  };

  const indexOf = (name: string) => join(functionsDir, name, "index.ts");

  async function exists(name: string): Promise<boolean> {
    try {
      return (await Deno.stat(indexOf(name))).isFile;
    } catch {
      return false;
    }
  }

  function load(name: string): Promise<FunctionModule> {
    let module = modules.get(name);
    if (!module) {
      module = import(pathToFileURL(indexOf(name)).href) as Promise<FunctionModule>;
      modules.set(name, module);
      // A failed import (say, a file half written) is retried on the next request.
      module.catch(() => modules.delete(name));
    }
    return module;
  }

  async function discover(): Promise<string[]> {
    const names: string[] = [];
    try {
      for await (const entry of Deno.readDir(functionsDir)) {
        if (
          entry.isDirectory && entry.name !== "_shared" && NAME.test(entry.name) &&
          (await exists(entry.name))
        ) {
          names.push(entry.name);
        }
      }
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    return names.sort();
  }

  return {
    discover,

    /** Imports every function ahead of its first request; failures are only logged. */
    async warmUp(): Promise<void> {
      await Promise.all(
        (await discover()).map((name) =>
          load(name).catch((error) => console.error(`functions: ${name} failed to load:`, error))
        ),
      );
    },

    async handle(req: Request, name: string): Promise<Response> {
      if (!NAME.test(name) || name === "_shared" || !(modules.has(name) || (await exists(name)))) {
        return json(404, "NOT_FOUND", "Requested function was not found");
      }
      let module: FunctionModule;
      try {
        module = await load(name);
      } catch (error) {
        console.error(`functions: ${name} failed to load:`, error);
        return json(503, "BOOT_ERROR", "Function failed to start (please check logs)");
      }
      const handler = handlerOf(module);
      if (typeof handler !== "function") {
        return json(503, "BOOT_ERROR", `Function ${name} exports no handler`);
      }
      try {
        return await handler(req);
      } catch (error) {
        if (isAbandoned(req, error)) return abandoned(`functions: ${name}`, req);
        console.error(`functions: ${name} threw:`, error);
        return json(500, "WORKER_ERROR", "Function exited due to an error (please check logs)");
      }
    },

    /** Lets loaded functions release their resources (postgres.js pools) before the database closes. */
    async close(): Promise<void> {
      for (const [name, pending] of modules) {
        try {
          const module = await pending;
          if (typeof module.close === "function") await module.close();
        } catch (error) {
          console.error(`functions: closing ${name} failed:`, error);
        }
      }
    },
  };
}

export type FunctionsRouter = ReturnType<typeof createFunctionsRouter>;
