import { strict as assert } from "node:assert";
import { DEFAULT_INVITATION_LIMITS, invitationLimitsFromEnv } from "./invitation-limits.ts";

Deno.test("invitation limits: defaults, settings, and settings that are not positive whole numbers ignored", () => {
  assert.deepEqual(invitationLimitsFromEnv(() => undefined), {
    minIntervalSeconds: 60,
    perOrganization: 50,
    windowSeconds: 3600,
  });
  const env: Record<string, string> = {
    INVITATION_MAIL_INTERVAL_SECONDS: "120",
    INVITATION_MAILS_PER_ORGANIZATION: "10",
    INVITATION_MAIL_WINDOW_SECONDS: "86400",
  };
  assert.deepEqual(invitationLimitsFromEnv((name) => env[name]), {
    minIntervalSeconds: 120,
    perOrganization: 10,
    windowSeconds: 86400,
  });
  for (const bad of ["0", "-5", "1.5", "many", ""]) {
    assert.deepEqual(
      invitationLimitsFromEnv(() => bad),
      DEFAULT_INVITATION_LIMITS,
      JSON.stringify(bad),
    );
  }
});
