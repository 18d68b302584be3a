import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/form-field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

const schema = z.object({
  tenant: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "login.tenantRequired")
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, "login.tenantInvalid"),
});

/** Asks for the organisation when the address does not name one. */
export function TenantForm({
  initialTenant,
  onSubmit,
}: {
  initialTenant: string;
  onSubmit: (tenant: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { tenant: initialTenant } });
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit((values) => onSubmit(values.tenant))}
      >
        <FormField
          control={form.control}
          name="tenant"
          label={t("login.organization")}
          hint={t("login.organizationHint", { host: window.location.host })}
          errorReplacesHint
        >
          {(field) => (
            <Input
              autoFocus
              autoComplete="organization"
              placeholder="acme"
              spellCheck={false}
              autoCapitalize="none"
              {...field}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full">
          {t("login.continue")} <ArrowRight />
        </Button>
      </form>
    </Form>
  );
}
