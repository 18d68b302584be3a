import { CloudOff, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { ChunkLoadError, reloadPage } from "@/lib/chunk-loader";

/** Shown in place of a screen that failed: a chunk that did not load offers a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof ChunkLoadError) {
    return (
      <StatusPage
        icon={CloudOff}
        tone="destructive"
        eyebrow={error.code}
        title={t("pages.chunkTitle")}
        actions={<Button onClick={reloadPage}>{t("pages.reload")}</Button>}
      >
        {t("pages.chunkBody", { code: error.code })}
      </StatusPage>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="destructive"
      title={t("pages.errorTitle")}
      actions={
        <>
          <Button variant="outline" onClick={reloadPage}>
            {t("pages.reload")}
          </Button>
          <Button asChild>
            <Link to="/">{t("pages.goHome")}</Link>
          </Button>
        </>
      }
    >
      {message}
    </StatusPage>
  );
}
