import type { TestProject } from "vitest/node";
import { launchStack } from "./launch";
import { createScratchDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The one stack of the run (PostgreSQL, demo seeded), e.g. http://localhost:41234. */
    stackUrl: string;
    /** Its database, for arranging organisations (tests/support/organisations.ts). */
    databaseUrl: string;
  }
}

/**
 * One local stack for the whole end-to-end run, on a fresh PostgreSQL database; each
 * test file arranges its own organisation in it (tests/support/organisations.ts).
 */
export default async function setup(project: TestProject) {
  const db = await createScratchDatabase();
  try {
    const stack = await launchStack({ DATABASE_URL: db.url });
    project.provide("stackUrl", stack.url);
    project.provide("databaseUrl", db.url);
    return async () => {
      await stack.stop();
      await db.drop();
    };
  } catch (error) {
    await db.drop();
    throw error;
  }
}
