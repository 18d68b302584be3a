import { useTranslation } from "react-i18next";
import { BusyButton } from "@/components/busy-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Save and reset; the bar follows the person down the page only while there is something to save. */
export function SettingsSaveBar({
  isDirty,
  isSubmitting,
  onReset,
}: {
  isDirty: boolean;
  isSubmitting: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "z-10 flex items-center justify-end gap-2 rounded-xl border p-3 transition-shadow",
        isDirty ? "sticky bottom-4 bg-card/90 shadow-lg backdrop-blur" : "bg-card",
      )}
    >
      {isDirty ? (
        <span className="mr-auto hidden pl-1 text-sm text-muted-foreground sm:block">
          {t("settings.unsaved")}
        </span>
      ) : null}
      <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={onReset}>
        {t("settings.reset")}
      </Button>
      <BusyButton type="submit" busy={isSubmitting}>
        {t("settings.save")}
      </BusyButton>
    </div>
  );
}
