/**
 * Which email an ID token proves its person owns. Pure.
 *
 * First sign-in links a person by confirmed email, so an email the provider
 * has not verified must never reach auth.users as confirmed: anyone can type a
 * colleague's address into an account at many providers.
 *
 * - Google: `email` with `email_verified: true` (the standard claim Google sets).
 * - Microsoft (Entra ID): ID tokens carry no `email_verified`, and `email` is whatever a
 *   tenant administrator typed. Supabase Auth treats the email as verified only when the
 *   token's `xms_edov` claim ("email domain owner verified") is true: the tenant proved
 *   it owns the email's domain. The same rule here; the app registration must add the
 *   optional claims `email` and `xms_edov` to the ID token. An issuer that sets the
 *   standard `email_verified: true` is accepted too (any OpenID Connect issuer).
 */

export type EmailCheck =
  | { ok: true; email: string }
  | { ok: false; errorCode: string; message: string };

export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: "Google",
  azure: "Microsoft",
};

const truthy = (value: unknown) =>
  value === true || value === "true" || value === 1 ||
  value === "1";

export function verifiedEmail(provider: string, claims: Record<string, unknown>): EmailCheck {
  const name = PROVIDER_NAMES[provider] ?? provider;
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 255) {
    return {
      ok: false,
      errorCode: "provider_email_missing",
      message: `${name} did not share an email address for this account.`,
    };
  }
  const verified = truthy(claims.email_verified) ||
    (provider === "azure" && truthy(claims.xms_edov));
  if (!verified) {
    return {
      ok: false,
      errorCode: "provider_email_needs_verification",
      message:
        `${name} has not verified the email address ${email}, so it cannot be used to sign in.`,
    };
  }
  return { ok: true, email: email.toLowerCase() };
}
