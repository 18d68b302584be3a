import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FormAlert } from "@/components/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { FounderFields } from "../components/founder-fields";
import { OrganizationFields } from "../components/organization-fields";
import { readDraft, saveDraft } from "../lib/draft";
import {
  browserOffsetTimezone,
  organizationFormSchema,
  type OrganizationFormValues,
} from "../lib/organization-form";
import { useOrganizationSignUp } from "../lib/use-organization-sign-up";

/**
 * /tenant-OtrEF (docs/organisations.md#creating-an-organisation): a new organisation with
 * the signed-in identity — or a new email-and-password account — as its first Admin. A
 * sign-up that needs its email confirmed keeps the form (draft.ts) and continues once
 * confirmed. After creation the session moves to the new tenant and the app opens its
 * dashboard.
 */
export default function OrganizationAddRoute() {
  const { t } = useTranslation();
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
  useEffect(() => {
    saveDraft({ organization, prefix, timezone, email });
  }, [organization, prefix, timezone, email]);
  const signUp = useOrganizationSignUp(form);

  const busy = form.formState.isSubmitting;
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
          {signUp.founder === undefined ? (
            <div className="flex justify-center py-8">
              <Spinner className="size-6" />
            </div>
          ) : (
            <Form {...form}>
              <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(signUp.submit)}>
                {signUp.error ? <FormAlert>{signUp.error}</FormAlert> : null}
                <OrganizationFields control={form.control} />
                <FounderFields
                  control={form.control}
                  founder={signUp.founder}
                  confirmingEmail={signUp.confirmingEmail}
                  onContinue={() => void signUp.continueAfterConfirming()}
                />
                <Button
                  type="submit"
                  className="mt-1 w-full"
                  disabled={busy || signUp.confirmingEmail !== null}
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
