import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notifySuccess } from "@/lib/notify";
import { useSettingsQuery } from "@/features/settings/api/settings-query";
import { useUpdateSettings } from "@/features/settings/api/update-settings";
import { ReminderRunsCard } from "@/features/settings/components/reminder-runs-card";
import { useSession } from "@/lib/session/use-session";
import {
  SettingsForm,
  type SettingsSaveResult,
} from "@/features/settings/components/settings-form";
import type { SettingsFormValues } from "@/features/settings/components/settings-schema";

/** /settings (setting-list): organisation settings, admins and managers (resource tool). */
export default function SettingsRoute() {
  const { t } = useTranslation();
  const query = useSettingsQuery();
  const mutation = useUpdateSettings();
  // The runs are for Admins (the API refuses others), as is making an Admin.
  const { can } = useSession();

  async function save(values: SettingsFormValues): Promise<SettingsSaveResult> {
    const answer = await mutation.mutateAsync(values);
    if (answer.errors.length > 0) return { errors: answer.errors };
    const { errors: _errors, ...saved } = answer;
    notifySuccess(t("settings.saved"));
    return { saved, errors: [] };
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t("settings.title")}
        description={t("settings.subtitle", {
          organization: query.data?.organizationName ?? t("settings.yourOrganization"),
        })}
      />
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" />
        </div>
      ) : query.isError ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="text-sm text-muted-foreground">{t("settings.loadFailed")}</p>
          <p className="mt-1 text-sm">{query.error.message}</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            {t("settings.retry")}
          </Button>
        </div>
      ) : (
        <SettingsForm initial={query.data} onSave={save} />
      )}
      {can("read", "admin") ? (
        <div className="mt-6">
          <ReminderRunsCard />
        </div>
      ) : null}
    </div>
  );
}
