/**
 * How often an organisation may mail invitations (INVITATION_MAIL_INTERVAL_SECONDS,
 * INVITATION_MAILS_PER_ORGANIZATION, INVITATION_MAIL_WINDOW_SECONDS): one mail to a person
 * per interval, so a button held down cannot flood a mailbox, and so many per organisation
 * per window, so an organisation someone made for the purpose cannot mail the world.
 * Sign-in notices to people who already have an account count as invitations.
 */
import { denoEnv, type EnvReader, positiveSetting } from "../env-settings.ts";

export interface InvitationLimits {
  minIntervalSeconds: number;
  perOrganization: number;
  windowSeconds: number;
}

export const DEFAULT_INVITATION_LIMITS: InvitationLimits = {
  minIntervalSeconds: 60,
  perOrganization: 50,
  windowSeconds: 3600,
};

export function invitationLimitsFromEnv(
  env: EnvReader = denoEnv,
): InvitationLimits {
  const d = DEFAULT_INVITATION_LIMITS;
  return {
    minIntervalSeconds: positiveSetting(
      env("INVITATION_MAIL_INTERVAL_SECONDS"),
      d.minIntervalSeconds,
    ),
    perOrganization: positiveSetting(env("INVITATION_MAILS_PER_ORGANIZATION"), d.perOrganization),
    windowSeconds: positiveSetting(env("INVITATION_MAIL_WINDOW_SECONDS"), d.windowSeconds),
  };
}
