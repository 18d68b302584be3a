import { zodResolver } from "@hookform/resolvers/zod";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { BusyButton } from "@/components/busy-button";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/supabase";
import { notifySuccess } from "@/lib/notify";
import { linkClient } from "@/features/auth/api/link-client";
import { FormAlert } from "@/components/form-alert";
import { AuthCard, tenantParam } from "@/features/auth/components/auth-card";
import {
  NewPasswordFields,
  newPasswordSchema,
  type NewPasswordValues,
} from "@/features/auth/components/new-password-fields";
import "@/features/auth/strings";

/** Only a path of this site: a link must not send the person elsewhere. */
function nextPath(value: string | null): string | null {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : null;
}

/**
 * /auth/confirm?token_hash=…&type=signup[&tenant=…][&next=/path] — the page a sign-up's
 * confirmation mail links to. Confirming proves the mailbox, not the password typed at
 * sign-up (anyone may have signed up with this address), so the server drops that
 * password and every earlier session; here the person chooses the password they will sign
 * in with. The link is used only on submit (verifyOtp, then updateUser), so a mail
 * scanner opening it spends nothing. With `next` (the create-an-organisation page) the
 * browser stays signed in and continues there; otherwise the person signs in on
 * /login/<tenant> with the new password.
 */
export default function ConfirmEmailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tenant = tenantParam(search);
  const token = search.get("token_hash");
  const next = nextPath(search.get("next"));
  const [error, setError] = useState<string | null>(null);
  // Once the link is spent, a retry (say after a refused password) reuses its session.
  const [verified, setVerified] = useState<SupabaseClient | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });

  async function onSubmit({ password }: NewPasswordValues) {
    setError(null);
    let client = verified;
    if (!client) {
      const fresh = linkClient();
      const { error: linkError } = await fresh.auth.verifyOtp({
        token_hash: token ?? "",
        type: "signup",
      });
      if (linkError) {
        setError(t("authLinks.setPassword.invalidLink"));
        return;
      }
      client = fresh;
      setVerified(fresh);
    }
    const { error: updateError } = await client.auth.updateUser({ password });
    if (updateError) {
      setError(updateError.message);
      return;
    }
    const { data } = await client.auth.getSession();
    if (next && data.session) {
      // The page the sign-up came from continues signed in (the tenantless session).
      const { error: handOver } = await authClient(null).auth.setSession({
        access_token: data.session.access_token,
        refresh_token: data.session.refresh_token,
      });
      if (!handOver) {
        notifySuccess(t("authLinks.confirm.done"));
        await navigate(next, { replace: true });
        return;
      }
    }
    await client.auth.signOut({ scope: "local" });
    notifySuccess(t("authLinks.setPassword.done"));
    await navigate(tenant ? `/login/${encodeURIComponent(tenant)}` : "/login", { replace: true });
  }

  const title = t("authLinks.confirm.title");
  if (!token) {
    return (
      <AuthCard title={title} tenant={tenant}>
        <FormAlert>{t("authLinks.setPassword.missingLink")}</FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={t("authLinks.confirm.subtitle")} tenant={tenant}>
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <NewPasswordFields control={form.control} />
          <BusyButton type="submit" className="w-full" busy={form.formState.isSubmitting}>
            {t("authLinks.confirm.submit")}
          </BusyButton>
        </form>
      </Form>
    </AuthCard>
  );
}
