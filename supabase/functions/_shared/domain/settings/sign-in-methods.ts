/**
 * Which sign-in methods an organisation accepts
 * (docs/organisations.md#google-and-microsoft-sign-in). The token's `app_metadata.provider` must
 * be one the settings turn on.
 */

export interface SignInMethods {
  isEmailAuthEnabled: boolean;
  isGoogleAuthEnabled: boolean;
  isMicrosoftAuthEnabled: boolean;
}

export type SignInMethodField = keyof SignInMethods;

/** Supabase Auth provider names and the setting that turns each on. */
export const PROVIDER_SETTING: Readonly<Record<string, SignInMethodField>> = {
  email: "isEmailAuthEnabled",
  google: "isGoogleAuthEnabled",
  azure: "isMicrosoftAuthEnabled",
};

export const PROVIDER_LABEL: Readonly<Record<string, string>> = {
  email: "email and password",
  google: "Google",
  azure: "Microsoft",
};

export const LAST_METHOD_MESSAGE =
  "At least one sign-in method must stay on, or no admin could sign in.";

export function isProviderAllowed(
  provider: string | undefined,
  methods: SignInMethods,
): boolean {
  const setting = provider ? PROVIDER_SETTING[provider] : undefined;
  return setting ? methods[setting] : false;
}

export function anySignInMethod(methods: SignInMethods): boolean {
  return methods.isEmailAuthEnabled || methods.isGoogleAuthEnabled ||
    methods.isMicrosoftAuthEnabled;
}
