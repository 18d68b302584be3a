import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

/** Shown while the first navigation's guard loads the person (before any layout exists). */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-content-center bg-background">
      <Spinner className="size-7" label={t("app.loading")} />
    </div>
  );
}
