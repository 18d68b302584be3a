import { zodResolver } from "@hookform/resolvers/zod";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BusyButton } from "@/components/busy-button";
import { Form } from "@/components/ui/form";
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

/**
 * /auth/set-password?token_hash=…&type=invite|recovery&tenant=… — the page an invitation
 * or a reset mail links to. The link is used only when the person submits a password
 * (verifyOtp, then updateUser), so a mail scanner opening it spends nothing. The new
 * password signs out every other session of the account (the server does it); this
 * page's own session is dropped too, and the person signs in on /login/<tenant>.
 */
export default function SetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tenant = tenantParam(search);
  const token = search.get("token_hash");
  const type = search.get("type") === "invite" ? "invite" : "recovery";
  const [error, setError] = useState<{ message: string; linkDead: boolean } | null>(null);
  // Once the link is spent, a retry (say after a refused password) reuses its session.
  const [verified, setVerified] = useState<SupabaseClient | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const forgot = `/auth/forgot-password${tenant ? `?tenant=${encodeURIComponent(tenant)}` : ""}`;
  const invite = type === "invite";

  async function onSubmit({ password }: NewPasswordValues) {
    setError(null);
    let client = verified;
    if (!client) {
      const fresh = linkClient();
      const { error: linkError } = await fresh.auth.verifyOtp({ token_hash: token ?? "", type });
      if (linkError) {
        setError({ message: t("authLinks.setPassword.invalidLink"), linkDead: true });
        return;
      }
      client = fresh;
      setVerified(fresh);
    }
    const { error: updateError } = await client.auth.updateUser({ password });
    if (updateError) {
      setError({ message: updateError.message, linkDead: false });
      return;
    }
    await client.auth.signOut({ scope: "local" });
    notifySuccess(t("authLinks.setPassword.done"));
    await navigate(tenant ? `/login/${encodeURIComponent(tenant)}` : "/login", { replace: true });
  }

  const title = invite
    ? t("authLinks.setPassword.inviteTitle")
    : t("authLinks.setPassword.resetTitle");
  if (!token) {
    return (
      <AuthCard title={title} tenant={tenant}>
        <FormAlert>{t("authLinks.setPassword.missingLink")}</FormAlert>
      </AuthCard>
    );
  }
  const busy = form.formState.isSubmitting;
  return (
    <AuthCard
      title={title}
      subtitle={
        invite
          ? t("authLinks.setPassword.inviteSubtitle")
          : t("authLinks.setPassword.resetSubtitle")
      }
      tenant={tenant}
    >
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          {error ? (
            <FormAlert>
              <p>{error.message}</p>
              {error.linkDead && !invite ? (
                <Link to={forgot} className="font-medium underline underline-offset-4">
                  {t("authLinks.setPassword.askAgain")}
                </Link>
              ) : null}
            </FormAlert>
          ) : null}
          <NewPasswordFields control={form.control} />
          <BusyButton type="submit" className="w-full" busy={busy}>
            {t("authLinks.setPassword.submit")}
          </BusyButton>
        </form>
      </Form>
    </AuthCard>
  );
}
