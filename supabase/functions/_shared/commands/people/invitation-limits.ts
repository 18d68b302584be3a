/**
 * How often an organisation may mail invitations (INVITATION_MAIL_INTERVAL_SECONDS,
 * INVITATION_MAILS_PER_ORGANIZATION, INVITATION_MAIL_WINDOW_SECONDS): one mail to a person
 * per interval, so a button held down cannot flood a mailbox, and so many per organisation
 * per window, so an organisation someone made for the purpose cannot mail the world.
 * Sign-in notices to people who already have an account count as invitations.
 */
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

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function invitationLimitsFromEnv(
  env: (name: string) => string | undefined = (name) => Deno.env.get(name),
): InvitationLimits {
  const d = DEFAULT_INVITATION_LIMITS;
  return {
    minIntervalSeconds: positive(env("INVITATION_MAIL_INTERVAL_SECONDS"), d.minIntervalSeconds),
    perOrganization: positive(env("INVITATION_MAILS_PER_ORGANIZATION"), d.perOrganization),
    windowSeconds: positive(env("INVITATION_MAIL_WINDOW_SECONDS"), d.windowSeconds),
  };
}
