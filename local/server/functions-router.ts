import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { abandoned, isAbandoned } from "../../supabase/functions/_shared/http/abandoned.ts";

/** What a function folder's index.ts exports (team contract). */
interface FunctionModule {
  handler?: (req: Request) => Promise<Response> | Response;
  default?: (req: Request) => Promise<Response> | Response;
  /** Optional: releases pools and timers when the stack shuts down. */
  close?: () => Promise<void> | void;
  /** Optional: a handler built with options the stack gives (test seams). */
  createHandler?: (options: object) => (req: Request) => Promise<Response> | Response;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

const json = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

/**
 * Mounts every `supabase/functions/<name>/index.ts` (except `_shared`) at
 * /functions/v1/<name>, importing each module on first use. A function that does not
 * exist yet answers 404 until its folder appears, without a restart. A function given
 * `options` (by name) is served by the handler its `createHandler` builds with them.
 */
export function createFunctionsRouter(
  functionsDir: string,
  { options = {} }: { options?: Readonly<Record<string, object>> } = {},
) {
  const modules = new Map<string, Promise<FunctionModule>>();
  const built = new Map<string, FunctionModule["handler"]>();

  /** The module's handler, or one it builds once with the options given for it. */
  function handlerOf(name: string, module: FunctionModule): FunctionModule["handler"] {
    const given = options[name];
    if (!given || typeof module.createHandler !== "function") {
      return module.handler ?? module.default;
    }
    if (!built.has(name)) built.set(name, module.createHandler(given));
    return built.get(name);
  }

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
      const handler = handlerOf(name, module);
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
