import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { normalizePrefix } from "@shared/organizations/prefix.ts";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { createOrganization } from "@/features/organizations/api/organization-api";
import { clearDraft, readDraft, saveDraft } from "@/features/organizations/lib/draft";
import { findFounder, type FounderIdentity } from "@/features/organizations/lib/identity";
import {
  browserOffsetTimezone,
  organizationFormSchema,
  type OrganizationFormValues,
} from "@/features/organizations/lib/organization-form";
import { usePrefixCheck } from "@/features/organizations/lib/use-prefix-check";
import { browserTimezone, TIMEZONE_OPTIONS } from "@/lib/timezones";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { completeSignIn } from "@/lib/session/sign-in";
import { authClient, moveSession } from "@/lib/supabase";

const SERVER_FIELDS = new Set(["organization", "prefix", "timezone"]);

function ErrorAlert({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/8 px-3.5 py-3 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

/**
 * /tenant-OtrEF (docs/organisations.md#creating-an-organisation): a new organisation with the signed-in
 * identity — or a new email-and-password account — as its first Admin. A sign-up that
 * needs its email confirmed keeps the form (draft.ts) and continues once confirmed. After
 * creation the session moves to the new tenant and the app opens its dashboard.
 */
export default function OrganizationAddRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [founder, setFounder] = useState<FounderIdentity | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ email: string; password: string } | null>(null);
  const draft = readDraft();
  const form = useForm<OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: {
      organization: draft.organization ?? "",
      prefix: draft.prefix ?? "",
      timezone: draft.timezone ?? browserOffsetTimezone(),
      newAccount: true,
      email: draft.email ?? "",
      password: "",
    },
  });
  const [organization, prefix, timezone, email] = useWatch({
    control: form.control,
    name: ["organization", "prefix", "timezone", "email"],
  });
  const check = usePrefixCheck(prefix);
  const local = browserTimezone();

  useEffect(() => {
    let live = true;
    void findFounder().then((found) => {
      if (!live) return;
      setFounder(found);
      form.setValue("newAccount", found === null);
    });
    return () => {
      live = false;
    };
  }, [form]);

  useEffect(() => {
    saveDraft({ organization, prefix, timezone, email });
  }, [organization, prefix, timezone, email]);

  async function create(identity: FounderIdentity) {
    const values = form.getValues();
    try {
      const created = await createOrganization(
        {
          organization: values.organization.trim(),
          prefix: normalizePrefix(values.prefix),
          timezone: values.timezone,
        },
        identity.token,
      );
      clearDraft();
      const moved = await moveSession(identity.from, created.prefix);
      if (moved && (await completeSignIn(created.prefix))) {
        await navigate("/", { replace: true });
      } else {
        await navigate(`/login/${encodeURIComponent(created.prefix)}`, { replace: true });
      }
    } catch (e) {
      const field = fieldErrorOf(e);
      if (field && SERVER_FIELDS.has(field.field)) {
        form.setError(field.field as "organization" | "prefix" | "timezone", {
          message: field.message,
        });
      } else {
        setError(errorMessage(e));
      }
    }
  }

  /**
   * After confirming the email elsewhere. The confirm page, in this browser, left the
   * identity signed in (the tenantless session, shared by the tabs): take it. Otherwise
   * (confirmed in another browser) sign in with the password chosen there; the one typed
   * here counts only if it was chosen again, as confirming drops a password typed before.
   */
  async function continueAfterConfirming() {
    if (!confirming) return;
    setError(null);
    let found = await findFounder();
    if (!found) {
      const { error: authError } = await authClient(null).auth.signInWithPassword(confirming);
      if (authError) {
        setError(
          authError.code === "invalid_credentials"
            ? t("organizationAdd.confirmedElsewhere")
            : authError.message,
        );
        return;
      }
      found = await findFounder();
    }
    if (!found) return;
    setFounder(found);
    setConfirming(null);
    await create(found);
  }

  async function onSubmit(values: OrganizationFormValues) {
    setError(null);
    if (founder) {
      await create((await findFounder()) ?? founder);
      return;
    }
    const credentials = { email: values.email.trim(), password: values.password };
    const { data, error: authError } = await authClient(null).auth.signUp({
      ...credentials,
      options: { emailRedirectTo: `${window.location.origin}/tenant-OtrEF` },
    });
    if (authError) {
      setError(authError.message);
      return;
    }
    if (!data.session) {
      setConfirming(credentials);
      return;
    }
    const found = await findFounder();
    if (found) {
      setFounder(found);
      await create(found);
    }
  }

  const busy = form.formState.isSubmitting;
  const host = window.location.host;
  return (
    <div className="w-full max-w-[28rem]">
      <div className="mb-8 flex justify-center">
        <Brand to="/login" />
      </div>
      <Card className="gap-6 py-7 shadow-lg shadow-black/[0.03]">
        <CardHeader className="gap-1.5 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{t("organizationAdd.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("organizationAdd.subtitle")}</p>
        </CardHeader>
        <CardContent>
          {founder === undefined ? (
            <div className="flex justify-center py-8">
              <Spinner className="size-6" />
            </div>
          ) : (
            <Form {...form}>
              <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
                {error ? <ErrorAlert>{error}</ErrorAlert> : null}
                <FormField
                  control={form.control}
                  name="organization"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t("organizationAdd.organization")}</FormLabel>
                      <FormControl>
                        <Input autoComplete="organization" autoFocus {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="prefix"
                  render={({ field, fieldState }) => (
                    <FormItem>
                      <FormLabel>{t("organizationAdd.prefix")}</FormLabel>
                      <FormControl>
                        <Input
                          autoCapitalize="none"
                          spellCheck={false}
                          placeholder="acme"
                          {...field}
                        />
                      </FormControl>
                      {fieldState.error ? (
                        <FormMessage />
                      ) : (
                        <PrefixStatus
                          check={check}
                          hint={t("organizationAdd.prefixHint", {
                            host,
                            prefix: normalizePrefix(prefix) || "acme",
                          })}
                        />
                      )}
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="timezone"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t("organizationAdd.timezone")}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field}>
                          {TIMEZONE_OPTIONS.map((zone) => (
                            <option key={zone} value={zone}>
                              {zone === local ? `${zone} ${t("organizationAdd.thisDevice")}` : zone}
                            </option>
                          ))}
                        </NativeSelect>
                      </FormControl>
                      <FormDescription>{t("organizationAdd.timezoneHint")}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <fieldset className="grid gap-3 rounded-lg border px-3.5 py-3">
                  <legend className="px-1 text-sm font-medium">{t("organizationAdd.admin")}</legend>
                  {founder ? (
                    <p className="text-sm">
                      {t("organizationAdd.signedInAs", { email: founder.email })}
                    </p>
                  ) : confirming ? (
                    <div role="status" className="grid gap-2 text-sm">
                      <p className="flex items-center gap-2 font-medium">
                        <MailCheck className="size-4" aria-hidden />
                        {t("organizationAdd.confirmTitle")}
                      </p>
                      <p className="text-muted-foreground">
                        {t("organizationAdd.confirmBody", { email: confirming.email })}
                      </p>
                      <Button
                        type="button"
                        variant="outline"
                        onClick={() => void continueAfterConfirming()}
                      >
                        {t("organizationAdd.continue")}
                      </Button>
                    </div>
                  ) : (
                    <>
                      <p className="text-sm text-muted-foreground">
                        {t("organizationAdd.newAccount")}
                      </p>
                      <FormField
                        control={form.control}
                        name="email"
                        render={({ field }) => (
                          <FormItem>
                            <FormLabel>{t("organizationAdd.email")}</FormLabel>
                            <FormControl>
                              <Input type="email" autoComplete="email" {...field} />
                            </FormControl>
                            <FormMessage />
                          </FormItem>
                        )}
                      />
                      <FormField
                        control={form.control}
                        name="password"
                        render={({ field }) => (
                          <FormItem>
                            <FormLabel>{t("organizationAdd.password")}</FormLabel>
                            <FormControl>
                              <Input type="password" autoComplete="new-password" {...field} />
                            </FormControl>
                            <FormMessage />
                          </FormItem>
                        )}
                      />
                      <p className="text-xs text-muted-foreground">
                        {t("organizationAdd.haveAccount")}{" "}
                        <Link
                          to="/login"
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {t("organizationAdd.signIn")}
                        </Link>
                      </p>
                    </>
                  )}
                </fieldset>
                <Button
                  type="submit"
                  className="mt-1 w-full"
                  disabled={busy || confirming !== null}
                >
                  {busy ? (
                    <Spinner
                      className="size-4 text-primary-foreground"
                      label={t("organizationAdd.submit")}
                    />
                  ) : null}
                  {t("organizationAdd.submit")}
                </Button>
              </form>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PrefixStatus({ check, hint }: { check: ReturnType<typeof usePrefixCheck>; hint: string }) {
  const { t } = useTranslation();
  if (check.state === "unavailable" || check.state === "failed") {
    return (
      <p role="status" className="text-sm text-destructive">
        {check.reason}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      {check.state === "checking" ? t("organizationAdd.prefixChecking") : null}
      {check.state === "available" ? (
        <>
          <CircleCheck className="size-4 text-emerald-600" aria-hidden />
          {t("organizationAdd.prefixAvailable")}
        </>
      ) : null}
      {check.state === "idle" ? hint : null}
      {check.state === "available" ? <span className="sr-only"> — </span> : null}
      {check.state === "available" ? <span>{hint}</span> : null}
    </p>
  );
}
