import { zodResolver } from "@hookform/resolvers/zod";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { BusyButton } from "@/components/busy-button";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notifySuccess } from "@/lib/notify";
import { linkClient } from "@/features/auth/api/link-client";
import { AuthAlert, AuthCard, tenantParam } from "@/features/auth/components/auth-card";
import "@/features/auth/strings";

const schema = z
  .object({
    password: z.string().min(6, "authLinks.setPassword.tooShort"),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "authLinks.setPassword.mismatch",
  });
type Values = z.infer<typeof schema>;

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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirm: "" },
  });
  const forgot = `/auth/forgot-password${tenant ? `?tenant=${encodeURIComponent(tenant)}` : ""}`;
  const invite = type === "invite";

  async function onSubmit({ password }: Values) {
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
        <AuthAlert>{t("authLinks.setPassword.missingLink")}</AuthAlert>
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
            <AuthAlert>
              <p>{error.message}</p>
              {error.linkDead && !invite ? (
                <Link to={forgot} className="font-medium underline underline-offset-4">
                  {t("authLinks.setPassword.askAgain")}
                </Link>
              ) : null}
            </AuthAlert>
          ) : null}
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("authLinks.setPassword.password")}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" autoFocus {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirm"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("authLinks.setPassword.confirm")}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <BusyButton type="submit" className="w-full" busy={busy}>
            {t("authLinks.setPassword.submit")}
          </BusyButton>
        </form>
      </Form>
    </AuthCard>
  );
}
