import { Globe, KeyRound, Mail, ShieldCheck } from "lucide-react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { SettingsFormValues } from "./settings-schema";
import { SettingsSwitchesCard } from "./settings-switches-card";

/** The sign-in methods the organisation offers, and whether admins and managers need two-factor. */
export function SettingsSignInCard({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation();
  return (
    <SettingsSwitchesCard
      control={control}
      title={t("settings.signIn")}
      description={t("settings.signInHint")}
      switches={[
        { name: "isEmailAuthEnabled", label: t("settings.email"), icon: <Mail /> },
        { name: "isGoogleAuthEnabled", label: t("settings.google"), icon: <Globe /> },
        { name: "isMicrosoftAuthEnabled", label: t("settings.microsoft"), icon: <KeyRound /> },
        {
          name: "isTwoFactorRequired",
          label: t("settings.twoFactorRequired"),
          hint: t("settings.twoFactorRequiredHint"),
          icon: <ShieldCheck />,
        },
      ]}
    />
  );
}
