import { Hammer } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useRouteMeta } from "@/app/layouts/root-shell";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { dashboardPathFor } from "@/lib/session/guard-decision";
import { useSessionSnapshot } from "@/lib/session/use-session";

/** An honest stand-in for a screen whose feature does not exist yet: no fake data. */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { appRole } = useSessionSnapshot();
  const feature = meta?.title ?? "This screen";
  const route = meta?.name ?? "unknown";
  return (
    <StatusPage
      icon={Hammer}
      eyebrow={<code className="rounded bg-muted px-1.5 py-0.5 font-mono normal-case">{route}</code>}
      title={t("pages.notBuiltTitle", { feature })}
      actions={
        meta?.layout === "full" ? (
          <Button asChild variant="outline">
            <Link to="/">{t("pages.goHome")}</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={dashboardPathFor(appRole)}>{t("pages.goHome")}</Link>
          </Button>
        )
      }
    >
      {t("pages.notBuiltBody", { route })}
    </StatusPage>
  );
}
