import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { BusyButton } from "@/components/busy-button";
import { FormField } from "@/components/form-field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

export const emailSignInSchema = z.object({
  email: z.string().trim().min(1, "login.emailRequired").pipe(z.email("login.emailInvalid")),
  password: z.string().min(1, "login.passwordRequired"),
});

export type EmailSignInValues = z.infer<typeof emailSignInSchema>;

/** Email and password; the caller signs in and reports failures above the form. */
export function EmailSignInForm({
  onSubmit,
}: {
  onSubmit: (values: EmailSignInValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<EmailSignInValues>({
    resolver: zodResolver(emailSignInSchema),
    defaultValues: { email: "", password: "" },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        <FormField control={form.control} name="email" label={t("login.email")}>
          {(field) => (
            <Input
              type="email"
              autoComplete="username"
              placeholder="you@company.com"
              autoFocus
              {...field}
            />
          )}
        </FormField>
        <FormField control={form.control} name="password" label={t("login.password")}>
          {(field) => (
            <Input
              type="password"
              autoComplete="current-password"
              placeholder="••••••••"
              {...field}
            />
          )}
        </FormField>
        <BusyButton type="submit" className="mt-1 w-full" busy={busy} busyLabel={t("login.submit")}>
          {t("login.submit")}
        </BusyButton>
      </form>
    </Form>
  );
}
