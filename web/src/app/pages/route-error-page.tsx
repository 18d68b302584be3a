import { CloudOff, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { ChunkLoadError, reloadPage } from "@/lib/chunk-loader";

/** A screen whose code did not arrive (ChunkLoadError / CSS_CHUNK_LOAD_FAILED, docs/api.md#error-codes). */
export function ChunkErrorView({ error }: { error: ChunkLoadError }) {
  const { t } = useTranslation();
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

/** Shown in place of a screen that failed to load or render. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkErrorView error={error} />;
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
