import type { TestProject } from "vitest/node";
import { launchStack } from "./launch";
import { createScratchDatabase } from "./postgres";
import { issuerEnv, startTestIssuer, type TestIssuer } from "../../local/testing/oidc-issuer.ts";

/** The shared stack's secret for triggering a reminders run. */
export const REMINDERS_SECRET = "e2e-reminders-secret-0123456789";

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
 * test file arranges its own organisation in it (tests/support/organisations.ts). It signs
 * in with Google and Microsoft at two OpenID Connect providers on loopback ports
 * (local/testing/oidc-issuer.ts), playing those two.
 */
export default async function setup(project: TestProject) {
  const db = await createScratchDatabase();
  const issuers: TestIssuer[] = [];
  try {
    const google = await startTestIssuer("google");
    issuers.push(google);
    const azure = await startTestIssuer("azure");
    issuers.push(azure);
    // The reminders' run endpoint takes a clock (tests/e2e/reminders.test.ts). No minute
    // schedule: on a real Monday morning it would mail every test's organisation while the
    // other tests run, so the suite's load would depend on the day.
    const stack = await launchStack({
      DATABASE_URL: db.url,
      ...issuerEnv({ google, azure }),
      REMINDERS_ALLOW_CLOCK: "1",
      REMINDERS_SECRET: REMINDERS_SECRET,
      REMINDERS_SCHEDULE: "off",
      // Every file signs up from 127.0.0.1: the per-address mail limit is for strangers.
      RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: "1000",
      RATE_LIMIT_EMAIL_SENT: "1000",
    });
    // The stack's port is known only now; the providers accept its callback from here on.
    const callbacks = [stack.url, stack.url.replace("localhost", "127.0.0.1")].map(
      (origin) => `${origin}/auth/v1/callback`,
    );
    for (const issuer of issuers) await issuer.allowRedirects(callbacks);
    project.provide("stackUrl", stack.url);
    project.provide("databaseUrl", db.url);
    return async () => {
      await stack.stop();
      for (const issuer of issuers) await issuer.close();
      await db.drop();
    };
  } catch (error) {
    for (const issuer of issuers) await issuer.close();
    await db.drop();
    throw error;
  }
}
