import { vi } from "vitest";
import { resetSession } from "@/lib/session/session-store";
import { setCurrentTenant } from "@/lib/session/tenant";
import { resetStandIns } from "./module-mocks";

// The modules plain-module tests replace, for every such file (module-mocks.ts says why
// not per file). Each test file sets what these do in its own body.

// The sign-in client is never real here: supabase.ts reads the page's origin when it is
// loaded, which node has not got. Its functions answer only what a test tells them to.
vi.mock("@/lib/supabase", async () =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/supabase",
    {} as typeof import("@/lib/supabase"),
    ["authClient", "getAccessToken", "moveSession", "sessionNeedsSecondFactor"],
    { callThrough: false },
  ),
);
vi.mock("@/lib/notify", async (importOriginal) =>
  (await import("./module-mocks")).withStandIns(
    "@/lib/notify",
    await importOriginal<typeof import("@/lib/notify")>(),
    ["notifySuccess", "notifyError", "notifyErrorWithAction"],
  ),
);

// Every file starts as it would in a worker of its own: the stand-ins as set up above,
// nobody signed in, no organisation chosen.
resetStandIns();
resetSession();
setCurrentTenant(null);

// Plain-module tests run in node; one that asks for a DOM (`// @vitest-environment
// happy-dom`) gets the same DOM setup as the component tests.
if (typeof window !== "undefined") (await import("./dom")).prepareDom();
