import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { setSkin, usePreferences } from "@/lib/preferences";

/** The skin switch of the full-page layout: no tooltip, so the login bundle stays small. */
export function PlainSkinToggle() {
  const { t } = useTranslation();
  const { skin } = usePreferences();
  const label = skin === "dark" ? t("shell.skinDark") : t("shell.skinLight");
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => setSkin(skin === "dark" ? "light" : "dark")}
    >
      {skin === "dark" ? <Sun /> : <Moon />}
    </Button>
  );
}
