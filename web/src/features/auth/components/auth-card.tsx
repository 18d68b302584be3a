import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/layout/brand";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** The login page's frame, for the emailed-link pages. */
export function AuthCard({
  title,
  subtitle,
  tenant,
  children,
}: {
  title: string;
  subtitle?: string;
  tenant: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const login = tenant ? `/login/${encodeURIComponent(tenant)}` : "/login";
  return (
    <div className="w-full max-w-[25rem]">
      <div className="mb-8 flex justify-center">
        <Brand to={login} />
      </div>
      <Card className="gap-6 py-7 shadow-lg shadow-black/[0.03]">
        <CardHeader className="gap-1.5 text-center">
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link to={login} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("authLinks.backToSignIn")}
        </Link>
      </p>
    </div>
  );
}

/** The tenant a link or form names (`?tenant=`), if it looks like one. */
export function tenantParam(search: URLSearchParams): string | null {
  const value = search.get("tenant")?.trim().toLowerCase() ?? "";
  return /^[a-z0-9-]{1,64}$/.test(value) ? value : null;
}
