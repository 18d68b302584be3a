import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { BusyButton } from "@/components/busy-button";
import { FormField } from "@/components/form-field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { linkClient } from "@/features/auth/api/link-client";
import { FormAlert } from "@/components/form-alert";
import { AuthCard, tenantParam } from "@/features/auth/components/auth-card";
import "@/features/auth/strings";

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "authLinks.emailRequired")
    .pipe(z.email("authLinks.emailInvalid")),
});
type Values = z.infer<typeof schema>;

/**
 * /auth/forgot-password?tenant=… — asks for a reset link (supabase-js resetPasswordForEmail,
 * POST /auth/v1/recover). The answer is the same whether or not the address has an
 * account; the link opens /auth/set-password for the same organisation.
 */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tenant = tenantParam(search);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "" } });

  async function onSubmit({ email }: Values) {
    setError(null);
    const page = new URL("/auth/set-password", window.location.origin);
    if (tenant) page.searchParams.set("tenant", tenant);
    const { error: authError } = await linkClient().auth.resetPasswordForEmail(email, {
      redirectTo: page.toString(),
    });
    if (authError) setError(authError.message);
    else setSentTo(email);
  }

  if (sentTo) {
    return (
      <AuthCard title={t("authLinks.forgot.sentTitle")} tenant={tenant}>
        <p role="status" className="text-sm">
          {t("authLinks.forgot.sent", { email: sentTo })}
        </p>
      </AuthCard>
    );
  }
  const busy = form.formState.isSubmitting;
  return (
    <AuthCard
      title={t("authLinks.forgot.title")}
      subtitle={t("authLinks.forgot.subtitle")}
      tenant={tenant}
    >
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <FormField control={form.control} name="email" label={t("authLinks.email")}>
            {(field) => <Input type="email" autoComplete="username" autoFocus {...field} />}
          </FormField>
          <BusyButton type="submit" className="w-full" busy={busy}>
            {t("authLinks.forgot.submit")}
          </BusyButton>
        </form>
      </Form>
    </AuthCard>
  );
}
