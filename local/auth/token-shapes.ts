/**
 * The JSON shapes of Supabase Auth (GoTrue) that supabase-js parses: the user, the
 * session answer of /token and /signup, and the access-token claims the API trusts.
 * Pure: no I/O, times passed in.
 */

/** An auth.users row as the stores read it. */
export interface AuthUserRow {
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  /** The user's second factors, when the caller loaded them (GoTrue's `factors`). */
  factors?: readonly FactorJsonInput[];
}

/** An auth.mfa_factors row as the user JSON shows it. */
export interface FactorJsonInput {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}

/** Methods of auth.mfa_amr_claims that mean a second factor was passed (aal2). */
const SECOND_FACTOR_METHODS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

export const AUDIENCE = "authenticated";
export const DEFAULT_APP_METADATA = { provider: "email", providers: ["email"] };

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

export function appMetadata(user: AuthUserRow): Record<string, unknown> {
  return { ...DEFAULT_APP_METADATA, ...(user.raw_app_meta_data ?? {}) };
}

export function userJson(user: AuthUserRow) {
  const confirmed = iso(user.email_confirmed_at);
  return {
    id: user.id,
    aud: AUDIENCE,
    role: "authenticated",
    email: user.email,
    email_confirmed_at: confirmed,
    phone: "",
    confirmed_at: confirmed,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    // Email sign-in is the only identity the local stack has.
    identities: [{
      identity_id: user.id,
      id: user.id,
      user_id: user.id,
      identity_data: {
        email: user.email,
        email_verified: Boolean(confirmed),
        phone_verified: false,
        sub: user.id,
      },
      provider: "email",
      last_sign_in_at: iso(user.last_sign_in_at),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      email: user.email,
    }],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
    // GoTrue leaves `factors` out when the user has none.
    ...(user.factors?.length
      ? {
        factors: user.factors.map((f) => ({
          id: f.id,
          friendly_name: f.friendly_name ?? undefined,
          factor_type: f.factor_type,
          status: f.status,
          created_at: iso(f.created_at),
          updated_at: iso(f.updated_at),
        })),
      }
      : {}),
  };
}

export interface ClaimsInput {
  user: AuthUserRow;
  sessionId: string;
  /** `<origin>/auth/v1` */
  issuer: string;
  nowSeconds: number;
  expiresInSeconds: number;
  /** When the session was created by a password sign-in (amr timestamp). */
  signedInAtSeconds: number;
  /**
   * The OAuth provider the session was signed in with (google, azure); absent for email
   * and password. It becomes the token's `app_metadata.provider` and `amr` "oauth".
   */
  signInProvider?: string;
  /** Further methods the session passed (auth.mfa_amr_claims: `totp` after a code). */
  methodClaims?: readonly { method: string; timestamp: number }[];
}

/** Claims per the team contract (sub, role, aud, email, app_metadata, exp, iat, session_id, iss). */
export function accessTokenClaims(input: ClaimsInput) {
  const { user, nowSeconds } = input;
  const claimed = input.methodClaims ?? [];
  // Newest first, as GoTrue lists them; aal2 once a second factor was passed.
  const amr = [
    {
      method: input.signInProvider ? "oauth" : "password",
      timestamp: input.signedInAtSeconds,
    },
    ...claimed.map(({ method, timestamp }) => ({ method, timestamp })),
  ].sort((a, b) => b.timestamp - a.timestamp);
  const aal: "aal1" | "aal2" = claimed.some((c) => SECOND_FACTOR_METHODS.has(c.method))
    ? "aal2"
    : "aal1";
  return {
    iss: input.issuer,
    sub: user.id,
    aud: AUDIENCE,
    exp: nowSeconds + input.expiresInSeconds,
    iat: nowSeconds,
    email: user.email,
    phone: "",
    // The session's method, not the account's first provider: an account with a password
    // and a Google identity is "email" in a password session and "google" in a Google one.
    app_metadata: { ...appMetadata(user), provider: input.signInProvider ?? "email" },
    user_metadata: user.raw_user_meta_data ?? {},
    role: "authenticated",
    aal,
    amr,
    session_id: input.sessionId,
    is_anonymous: false,
  };
}

export type AccessTokenClaims = ReturnType<typeof accessTokenClaims>;

export function sessionJson(args: {
  accessToken: string;
  refreshToken: string;
  claims: AccessTokenClaims;
  expiresInSeconds: number;
  user: AuthUserRow;
}) {
  return {
    access_token: args.accessToken,
    token_type: "bearer",
    expires_in: args.expiresInSeconds,
    expires_at: args.claims.exp,
    refresh_token: args.refreshToken,
    user: userJson(args.user),
  };
}
