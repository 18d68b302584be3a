import { Moon, PanelLeft, PanelsTopLeft, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { SimpleTooltip } from "@/components/ui/tooltip";
import { setLayout, setSkin, usePreferences } from "@/lib/preferences";

export function SkinToggle() {
  const { t } = useTranslation();
  const { skin } = usePreferences();
  const label = skin === "dark" ? t("shell.skinDark") : t("shell.skinLight");
  return (
    <SimpleTooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        onClick={() => setSkin(skin === "dark" ? "light" : "dark")}
      >
        {skin === "dark" ? <Sun /> : <Moon />}
      </Button>
    </SimpleTooltip>
  );
}

/** Switches between the sidebar and the top-navigation layouts (only meaningful on wide screens). */
export function LayoutToggle() {
  const { t } = useTranslation();
  const { layout } = usePreferences();
  const next = layout === "vertical" ? "horizontal" : "vertical";
  const label = `${t("shell.layout")}: ${next === "horizontal" ? t("shell.layoutHorizontal") : t("shell.layoutVertical")}`;
  return (
    <SimpleTooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        className="hidden lg:inline-flex"
        onClick={() => setLayout(next)}
      >
        {layout === "vertical" ? <PanelsTopLeft /> : <PanelLeft />}
      </Button>
    </SimpleTooltip>
  );
}
