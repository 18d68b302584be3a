import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { normalizePrefix } from "@shared/organizations/prefix.ts";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { browserTimezone, TIMEZONE_OPTIONS } from "@/lib/timezones";
import type { OrganizationFormValues } from "../lib/organization-form";
import { usePrefixCheck } from "../lib/use-prefix-check";
import { PrefixStatus } from "./prefix-status";

/** The new organisation itself: its name, its prefix (checked as typed) and its time zone. */
export function OrganizationFields({ control }: { control: Control<OrganizationFormValues> }) {
  const { t } = useTranslation();
  const prefix = useWatch({ control, name: "prefix" });
  const check = usePrefixCheck(prefix);
  const local = browserTimezone();
  return (
    <>
      <FormField control={control} name="organization" label={t("organizationAdd.organization")}>
        {(field) => <Input autoComplete="organization" autoFocus {...field} />}
      </FormField>
      <FormField
        control={control}
        name="prefix"
        label={t("organizationAdd.prefix")}
        hint={
          <PrefixStatus
            check={check}
            hint={t("organizationAdd.prefixHint", {
              host: window.location.host,
              prefix: normalizePrefix(prefix) || "acme",
            })}
          />
        }
        errorReplacesHint
      >
        {(field) => (
          <Input autoCapitalize="none" spellCheck={false} placeholder="acme" {...field} />
        )}
      </FormField>
      <FormField
        control={control}
        name="timezone"
        label={t("organizationAdd.timezone")}
        hint={t("organizationAdd.timezoneHint")}
      >
        {(field) => (
          <NativeSelect {...field}>
            {TIMEZONE_OPTIONS.map((zone) => (
              <option key={zone} value={zone}>
                {zone === local ? `${zone} ${t("organizationAdd.thisDevice")}` : zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}
