import { Globe, KeyRound, Mail, ShieldCheck } from "lucide-react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SwitchFormField } from "@/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SettingsFormValues } from "./settings-schema";

/** The sign-in methods the organisation offers, and whether admins and managers need two-factor. */
export function SettingsSignInCard({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.signIn")}</CardTitle>
        <CardDescription>{t("settings.signInHint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SwitchFormField
          control={control}
          name="isEmailAuthEnabled"
          label={t("settings.email")}
          icon={<Mail className="size-4" />}
        />
        <SwitchFormField
          control={control}
          name="isGoogleAuthEnabled"
          label={t("settings.google")}
          icon={<Globe className="size-4" />}
        />
        <SwitchFormField
          control={control}
          name="isMicrosoftAuthEnabled"
          label={t("settings.microsoft")}
          icon={<KeyRound className="size-4" />}
        />
        <SwitchFormField
          control={control}
          name="isTwoFactorRequired"
          label={t("settings.twoFactorRequired")}
          hint={t("settings.twoFactorRequiredHint")}
          icon={<ShieldCheck className="size-4" />}
        />
      </CardContent>
    </Card>
  );
}
