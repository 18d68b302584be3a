import { Compass } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={Compass}
      eyebrow="404"
      title={t("pages.notFoundTitle")}
      actions={
        <Button asChild>
          <Link to="/">{t("pages.goHome")}</Link>
        </Button>
      }
    >
      {t("pages.notFoundBody")}
    </StatusPage>
  );
}
