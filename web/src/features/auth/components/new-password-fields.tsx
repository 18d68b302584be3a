import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import "@/features/auth/strings";

/** A new password typed twice: the pages that set a password after a mailed link. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(6, "authLinks.setPassword.tooShort"),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "authLinks.setPassword.mismatch",
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** The password and its repetition, for a form over `newPasswordSchema`. */
export function NewPasswordFields({ control }: { control: Control<NewPasswordValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField control={control} name="password" label={t("authLinks.setPassword.password")}>
        {(field) => <Input type="password" autoComplete="new-password" autoFocus {...field} />}
      </FormField>
      <FormField control={control} name="confirm" label={t("authLinks.setPassword.confirm")}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </FormField>
    </>
  );
}
