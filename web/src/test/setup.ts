import { vi } from "vitest";
// The app's strings, as main.tsx loads them: a worker's files share react-i18next's
// instance, so a file either gets them from here or from whichever file came first.
import "@/lib/i18n";
import { resetSession } from "@/lib/session/session-store";
import { setCurrentTenant } from "@/lib/session/tenant";
import { prepareDom } from "./dom";
import { resetStandIns } from "./module-mocks";

// The modules component tests replace, for every component test file (module-mocks.ts
// says why not per file). Each test file sets what these do in its own body.

// No component test reaches a server: each answers graphqlRequest itself
// (src/test/graphql-server.ts serves by operation name).
vi.mock("@/lib/graphql-client", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/graphql-client",
    await importOriginal<typeof import("@/lib/graphql-client")>(),
    ["graphqlRequest"],
    { callThrough: false },
  ),
);
// The rest call the real function unless a test file says otherwise.
vi.mock("@/lib/supabase", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/supabase",
    await importOriginal<typeof import("@/lib/supabase")>(),
    ["authClient", "getAccessToken", "moveSession", "sessionNeedsSecondFactor"],
  ),
);
vi.mock("@/lib/session/sign-in", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/session/sign-in",
    await importOriginal<typeof import("@/lib/session/sign-in")>(),
    ["completeSignIn"],
  ),
);
vi.mock("@/lib/session/tenant", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/session/tenant",
    await importOriginal<typeof import("@/lib/session/tenant")>(),
    ["getCurrentTenant"],
  ),
);
vi.mock("@/lib/notify", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/notify",
    await importOriginal<typeof import("@/lib/notify")>(),
    ["notifySuccess", "notifyError", "notifyErrorWithAction"],
  ),
);
vi.mock("@/features/auth/api/link-client", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/features/auth/api/link-client",
    await importOriginal<typeof import("@/features/auth/api/link-client")>(),
    ["linkClient"],
  ),
);
vi.mock("@/features/auth/api/auth-providers", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/features/auth/api/auth-providers",
    await importOriginal<typeof import("@/features/auth/api/auth-providers")>(),
    ["useConfiguredProviders"],
  ),
);

// Every file starts as it would in a worker of its own: the stand-ins as set up above,
// nobody signed in, no organisation chosen.
resetStandIns();
resetSession();
setCurrentTenant(null);

prepareDom();
