import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Form } from "@/components/ui/form";
import type { ScreenSettings } from "../api/settings-fields";
import type { FieldError } from "../api/update-settings";
import { SettingsDashboardsCard } from "./settings-dashboards-card";
import { SettingsGeneralCard } from "./settings-general-card";
import { SettingsRemindersCard } from "./settings-reminders-card";
import { SettingsSaveBar } from "./settings-save-bar";
import { isSettingsField, settingsSchema, type SettingsFormValues } from "./settings-schema";
import { SettingsSignInCard } from "./settings-sign-in-card";

export interface SettingsSaveResult {
  /** The saved settings, when the server accepted them. */
  saved?: ScreenSettings;
  errors: FieldError[];
}

/**
 * The settings screen's form. Server field errors land on their fields and what the
 * person typed stays; a thrown error (network, forbidden) also keeps the input.
 */
export function SettingsForm({
  initial,
  onSave,
}: {
  initial: ScreenSettings;
  onSave: (values: SettingsFormValues) => Promise<SettingsSaveResult>;
}) {
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { isSubmitting, isDirty, errors } = form.formState;

  async function submit(values: SettingsFormValues) {
    let result: SettingsSaveResult;
    try {
      result = await onSave(values);
    } catch {
      return; // reported by the global error toast; the input stays as typed
    }
    if (result.saved) {
      form.reset(result.saved);
      return;
    }
    // A server error stays on its field until the person edits that field (reValidateMode).
    result.errors.forEach((error, index) => {
      if (isSettingsField(error.field))
        form.setError(
          error.field,
          { type: "server", message: error.message },
          { shouldFocus: index === 0 },
        );
      else form.setError("root.server", { type: "server", message: error.message });
    });
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6">
        {errors.root?.server ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm text-destructive"
          >
            {errors.root.server.message}
          </p>
        ) : null}
        <SettingsGeneralCard control={form.control} savedTimezone={initial.timezone} />
        <SettingsSignInCard control={form.control} />
        <SettingsRemindersCard control={form.control} />
        <SettingsDashboardsCard control={form.control} />
        <SettingsSaveBar
          isDirty={isDirty}
          isSubmitting={isSubmitting}
          onReset={() => form.reset(initial)}
        />
      </form>
    </Form>
  );
}
