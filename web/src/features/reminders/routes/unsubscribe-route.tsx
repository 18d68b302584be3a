import { useMutation, useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import {
  confirmUnsubscribe,
  fetchUnsubscribeSubject,
} from "@/features/reminders/api/unsubscribe-api";

/**
 * /unsubscribe?token=… (full-page layout, reachable signed in or not: docs/reminders.md#unsubscribe). Opening the
 * link changes nothing — mail scanners follow links — the page shows whom it concerns and
 * unsubscribes only when the person confirms.
 */
export default function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const subject = useQuery({
    queryKey: ["unsubscribe-subject", token],
    queryFn: () => fetchUnsubscribeSubject(token),
    enabled: token !== "",
    retry: false,
    meta: { silentError: true },
  });
  const confirm = useMutation({ mutationFn: () => confirmUnsubscribe(token) });

  let body: React.ReactNode;
  if (confirm.data === true) {
    body = <p role="status">{t("unsubscribe.done")}</p>;
  } else if (!token || subject.data === null || confirm.data === false) {
    body = <p role="alert">{t("unsubscribe.invalid")}</p>;
  } else if (subject.isPending) {
    body = (
      <div className="flex justify-center py-6">
        <Spinner className="size-6" />
      </div>
    );
  } else if (subject.isError) {
    body = <p role="alert">{subject.error.message}</p>;
  } else {
    const who = subject.data;
    body = (
      <div className="grid gap-4">
        <p>
          {t("unsubscribe.concerns", {
            name: who.personName,
            email: who.email ?? "",
            organization: who.orgName,
          })}
        </p>
        {who.isSubscribed ? null : (
          <p className="text-sm text-muted-foreground">{t("unsubscribe.alreadyOff")}</p>
        )}
        {confirm.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {confirm.error.message}
          </p>
        ) : null}
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {confirm.isPending ? <Spinner className="size-4" /> : null}
          {t("unsubscribe.confirm")}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 py-12">
      <Brand />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MailX className="size-5" aria-hidden />
            {t("unsubscribe.title")}
          </CardTitle>
          <CardDescription>{t("unsubscribe.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
