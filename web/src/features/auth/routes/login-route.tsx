import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/layout/brand";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { authClient } from "@/lib/supabase";
import { completeSignIn } from "@/lib/session/sign-in";
import { getLastTenant, normalizeTenant, setCurrentTenant } from "@/lib/session/tenant";
import { useTenantLoginOptions } from "@/features/auth/api/tenant-login-options";
import { useConfiguredProviders } from "@/features/auth/api/auth-providers";
import { isOAuthReturn, oauthReturnError } from "@/features/auth/api/oauth-return";
import {
  EmailSignInForm,
  type EmailSignInValues,
} from "@/features/auth/components/email-sign-in-form";
import { OAuthButtons, type OAuthProvider } from "@/features/auth/components/oauth-buttons";
import { TenantForm } from "@/features/auth/components/tenant-form";
import { pendingSecondFactor, verifySecondFactor } from "@/features/auth/api/second-factor";
import { TwoFactorCodeForm } from "@/components/two-factor-code-form";

function ErrorAlert({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/8 px-3.5 py-3 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-0.5">
        {title ? <p className="font-medium">{title}</p> : null}
        <div className={title ? "text-destructive/90" : undefined}>{children}</div>
      </div>
    </div>
  );
}

function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/** /login/:tenant? — the tenant's enabled sign-in methods, or a tenant field (docs/organisations.md#sign-in-page). */
export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const rawTenant = params.tenant ?? null;
  const tenant = normalizeTenant(rawTenant);
  const options = useTenantLoginOptions(rawTenant === null ? null : (tenant ?? rawTenant));
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const providers = useConfiguredProviders();
  const location = useLocation();
  // Back from Google or Microsoft (the redirectTo below) without a session: say why.
  const [finishing, setFinishing] = useState(
    () => tenant !== null && isOAuthReturn(location.search),
  );
  const finishStarted = useRef(false);
  // The account's verified factor, while its session waits for the code (after a password
  // or a provider sign-in, or on coming back to this page before giving it).
  const [secondFactor, setSecondFactor] = useState<string | null>(null);
  const pendingChecked = useRef(false);
  useEffect(() => {
    if (!tenant || finishing || pendingChecked.current) return;
    pendingChecked.current = true;
    void pendingSecondFactor(tenant)
      .then(setSecondFactor)
      .catch(() => undefined);
  }, [tenant, finishing]);
  useEffect(() => {
    if (!tenant || !finishing || finishStarted.current) return;
    finishStarted.current = true;
    void (async () => {
      const failure = await oauthReturnError(tenant);
      if (failure) setError(failure);
      setFinishing(false);
      // The code or error in the address is spent: a reload must not show it again.
      await navigate(`/login/${encodeURIComponent(tenant)}`, { replace: true });
    })();
  }, [tenant, finishing, navigate]);

  async function signInWithEmail(values: EmailSignInValues) {
    if (!tenant) return;
    setError(null);
    const { error: authError } = await authClient(tenant).auth.signInWithPassword({
      email: values.email,
      password: values.password,
    });
    if (authError) {
      // The server's own text: "Invalid login credentials", "Too many attempts, try again in N seconds".
      setError(authError.message);
      return;
    }
    const factorId = await pendingSecondFactor(tenant);
    if (factorId) {
      // This tab's organisation from now on (as before a provider's redirect), so that a
      // reload or another page comes back to this login page for the code.
      setCurrentTenant(tenant);
      setSecondFactor(factorId);
      return;
    }
    if (await completeSignIn(tenant)) await navigate("/", { replace: true });
  }

  async function submitCode(code: string) {
    if (!tenant || !secondFactor) return;
    setError(null);
    const failure = await verifySecondFactor(tenant, secondFactor, code);
    if (failure) {
      setError(failure);
      return;
    }
    setSecondFactor(null);
    if (await completeSignIn(tenant)) await navigate("/", { replace: true });
  }

  async function cancelCode() {
    if (!tenant) return;
    setSecondFactor(null);
    setError(null);
    await authClient(tenant).auth.signOut({ scope: "local" });
  }

  async function signInWithProvider(provider: OAuthProvider) {
    if (!tenant) return;
    setError(null);
    setRedirecting(true);
    setCurrentTenant(tenant);
    const { error: authError } = await authClient(tenant).auth.signInWithOAuth({
      provider,
      options: { redirectTo: `${window.location.origin}/login/${encodeURIComponent(tenant)}` },
    });
    if (authError) {
      setRedirecting(false);
      setError(authError.message);
    }
  }

  const organization = options.data?.organizationName;
  let body: React.ReactNode;
  if (rawTenant === null) {
    body = (
      <TenantForm
        initialTenant={getLastTenant() ?? ""}
        onSubmit={(value) => void navigate(`/login/${encodeURIComponent(value)}`)}
      />
    );
  } else if (options.isPending || providers.isPending || finishing) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner className="size-6" />
      </div>
    );
  } else if (options.isError) {
    body = <ErrorAlert>{options.error.message}</ErrorAlert>;
  } else if (secondFactor) {
    body = (
      <div className="grid gap-5">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <p className="text-sm text-muted-foreground">
          Two-factor sign-in is on for your account. Enter the code your authenticator app shows for
          this account.
        </p>
        <TwoFactorCodeForm
          onSubmit={submitCode}
          onCancel={() => void cancelCode()}
          cancelLabel="Use another account"
        />
      </div>
    );
  } else if (!options.data) {
    body = (
      <ErrorAlert title={t("login.unknownTenant")}>
        {t("login.unknownTenantBody", { tenant: rawTenant })}
      </ErrorAlert>
    );
  } else {
    const { isEmailAuthEnabled } = options.data;
    // Offered when the organisation allows it and the auth server has it set up.
    const isGoogleAuthEnabled = options.data.isGoogleAuthEnabled && providers.data?.google === true;
    const isMicrosoftAuthEnabled =
      options.data.isMicrosoftAuthEnabled && providers.data?.azure === true;
    const oauth = isGoogleAuthEnabled || isMicrosoftAuthEnabled;
    body = (
      <div className="grid gap-5">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        {isEmailAuthEnabled && <EmailSignInForm onSubmit={signInWithEmail} />}
        {isEmailAuthEnabled && (
          <Link
            to={`/auth/forgot-password?tenant=${encodeURIComponent(tenant ?? rawTenant)}`}
            className="-mt-2 justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("login.forgotPassword")}
          </Link>
        )}
        {isEmailAuthEnabled && oauth && <Divider label={t("login.orWith")} />}
        {oauth && (
          <OAuthButtons
            google={isGoogleAuthEnabled}
            microsoft={isMicrosoftAuthEnabled}
            disabled={redirecting}
            onSelect={(provider) => void signInWithProvider(provider)}
          />
        )}
        {!isEmailAuthEnabled && !oauth && <ErrorAlert>{t("login.noMethods")}</ErrorAlert>}
      </div>
    );
  }

  return (
    <div className="w-full max-w-[25rem]">
      <div className="mb-8 flex justify-center">
        <Brand to={rawTenant ? `/login/${rawTenant}` : "/login"} />
      </div>
      <Card className="gap-6 py-7 shadow-lg shadow-black/[0.03]">
        <CardHeader className="gap-1.5 text-center">
          <h1 className="text-xl font-semibold tracking-tight">
            {organization ? t("login.welcome") : t("login.titleGeneric")}
          </h1>
          <p className="text-sm text-muted-foreground">
            {organization ? (
              <>
                {t("login.signInTo")}{" "}
                <span className="font-medium text-foreground">{organization}</span>
              </>
            ) : rawTenant === null ? (
              t("login.pickOrganization")
            ) : (
              t("login.subtitle")
            )}
          </p>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
      {rawTenant !== null && (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("login.changeOrganization")}
          </Link>
        </p>
      )}
    </div>
  );
}
