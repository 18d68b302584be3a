import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BusyButton } from "@/components/busy-button";
import { Button } from "@/components/ui/button";
import { linkClient } from "@/features/auth/api/link-client";
import { AuthAlert, AuthCard, tenantParam } from "@/features/auth/components/auth-card";
import "@/features/auth/strings";

/** Only a path of this site: a link must not send the person elsewhere. */
function nextPath(value: string | null, tenant: string | null): string {
  if (value && value.startsWith("/") && !value.startsWith("//")) return value;
  return tenant ? `/login/${encodeURIComponent(tenant)}` : "/login";
}

/**
 * /auth/confirm?token_hash=…&type=signup[&tenant=…][&next=/path] — the page a sign-up's
 * confirmation mail links to. One click uses the link (verifyOtp), so a mail scanner
 * that opens it confirms nothing; then the person continues to sign in.
 */
export default function ConfirmEmailRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tenant = tenantParam(search);
  const token = search.get("token_hash");
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">("idle");

  async function confirm() {
    setState("busy");
    const client = linkClient();
    const { error } = await client.auth.verifyOtp({ token_hash: token ?? "", type: "signup" });
    if (error) {
      setState("failed");
      return;
    }
    await client.auth.signOut({ scope: "local" });
    setState("done");
  }

  return (
    <AuthCard
      title={t("authLinks.confirm.title")}
      subtitle={state === "done" ? undefined : t("authLinks.confirm.subtitle")}
      tenant={tenant}
    >
      {state === "done" ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {t("authLinks.confirm.done")}
          </p>
          <Button asChild className="w-full">
            <Link to={nextPath(search.get("next"), tenant)}>{t("authLinks.confirm.continue")}</Link>
          </Button>
        </div>
      ) : !token || state === "failed" ? (
        <AuthAlert>
          {token ? t("authLinks.setPassword.invalidLink") : t("authLinks.setPassword.missingLink")}
        </AuthAlert>
      ) : (
        <BusyButton className="w-full" busy={state === "busy"} onClick={() => void confirm()}>
          {t("authLinks.confirm.submit")}
        </BusyButton>
      )}
    </AuthCard>
  );
}
