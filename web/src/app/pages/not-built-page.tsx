import { Hammer } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useRouteMeta, useRouteTitle } from "@/lib/route-title";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { dashboardPathFor } from "@/lib/session/guard-decision";
import { useSessionSnapshot } from "@/lib/session/use-session";

/** An honest stand-in for a screen whose feature does not exist yet: no fake data. */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { appRole } = useSessionSnapshot();
  const { pathname } = useLocation();
  const home = meta?.layout === "full" ? "/" : dashboardPathFor(appRole);
  const feature = useRouteTitle() ?? t("pages.thisScreen");
  const route = meta?.name ?? "unknown";
  return (
    <StatusPage
      icon={Hammer}
      eyebrow={
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono normal-case">{route}</code>
      }
      title={t("pages.notBuiltTitle", { feature })}
      actions={
        home === pathname ? null : (
          <Button asChild variant="outline">
            <Link to={home}>{t("pages.goHome")}</Link>
          </Button>
        )
      }
    >
      {t("pages.notBuiltBody", { route })}
    </StatusPage>
  );
}
