import { MailCheck } from "lucide-react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FounderIdentity } from "../lib/identity";
import type { OrganizationFormValues } from "../lib/organization-form";

/**
 * The first Admin: the identity already signed in, or a new account's email and password,
 * or — once that account waits for its email to be confirmed — the way on.
 */
export function FounderFields({
  control,
  founder,
  confirmingEmail,
  onContinue,
}: {
  control: Control<OrganizationFormValues>;
  founder: FounderIdentity | null;
  /** The new account's address while it waits to be confirmed. */
  confirmingEmail: string | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 rounded-lg border px-3.5 py-3">
      <legend className="px-1 text-sm font-medium">{t("organizationAdd.admin")}</legend>
      {founder ? (
        <p className="text-sm">{t("organizationAdd.signedInAs", { email: founder.email })}</p>
      ) : confirmingEmail !== null ? (
        <div role="status" className="grid gap-2 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <MailCheck className="size-4" aria-hidden />
            {t("organizationAdd.confirmTitle")}
          </p>
          <p className="text-muted-foreground">
            {t("organizationAdd.confirmBody", { email: confirmingEmail })}
          </p>
          <Button type="button" variant="outline" onClick={onContinue}>
            {t("organizationAdd.continue")}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("organizationAdd.newAccount")}</p>
          <FormField control={control} name="email" label={t("organizationAdd.email")}>
            {(field) => <Input type="email" autoComplete="email" {...field} />}
          </FormField>
          <FormField control={control} name="password" label={t("organizationAdd.password")}>
            {(field) => <Input type="password" autoComplete="new-password" {...field} />}
          </FormField>
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
  );
}
