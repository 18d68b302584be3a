import { zodResolver } from "@hookform/resolvers/zod";
import { BellRing, Globe, KeyRound, Mail, MessageSquareText, ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BusyButton } from "@/components/busy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { ScreenSettings } from "../api/settings-fields";
import type { FieldError } from "../api/update-settings";
import { cn } from "@/lib/utils";
import {
  isSettingsField,
  LOOK_AHEAD_MAX,
  LOOK_AHEAD_MIN,
  settingsSchema,
  type SettingsFormValues,
} from "@/features/settings/components/settings-schema";
import { SwitchRow } from "@/features/settings/components/switch-row";
import { browserTimezone, timezoneOptions } from "@/lib/timezones";

export interface SettingsSaveResult {
  /** The saved settings, when the server accepted them. */
  saved?: ScreenSettings;
  errors: FieldError[];
}

const SIGN_IN_FIELDS = [
  "isEmailAuthEnabled",
  "isGoogleAuthEnabled",
  "isMicrosoftAuthEnabled",
] as const;

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
  const { t } = useTranslation();
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { isSubmitting, isDirty, errors } = form.formState;
  const zones = timezoneOptions(initial.timezone);
  const local = browserTimezone();
  const signInError = SIGN_IN_FIELDS.map((field) => errors[field]?.message).find(Boolean);

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
        <Card>
          <CardHeader>
            <CardTitle>{t("settings.general")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 md:grid-cols-2">
            <FormField
              control={form.control}
              name="organizationName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t("settings.organizationName")}</FormLabel>
                  <FormControl>
                    <Input autoComplete="organization" maxLength={220} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="timezone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t("settings.timezone")}</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue placeholder="GMT+00:00" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {zones.map((zone) => (
                        <SelectItem key={zone} value={zone}>
                          {zone}
                          {zone === local ? (
                            <span className="ml-2 text-xs text-muted-foreground">
                              (this device)
                            </span>
                          ) : null}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {errors.timezone ? (
                    <FormMessage />
                  ) : (
                    <FormDescription>{t("settings.timezoneHint")}</FormDescription>
                  )}
                </FormItem>
              )}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t("settings.signIn")}</CardTitle>
            <CardDescription>{t("settings.signInHint")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <SwitchRow
              control={form.control}
              name="isEmailAuthEnabled"
              label={t("settings.email")}
              icon={<Mail className="size-4" />}
            />
            <SwitchRow
              control={form.control}
              name="isGoogleAuthEnabled"
              label={t("settings.google")}
              icon={<Globe className="size-4" />}
            />
            <SwitchRow
              control={form.control}
              name="isMicrosoftAuthEnabled"
              label={t("settings.microsoft")}
              icon={<KeyRound className="size-4" />}
            />
            {signInError ? (
              <p role="alert" className="text-xs font-medium text-destructive">
                {signInError}
              </p>
            ) : null}
            <SwitchRow
              control={form.control}
              name="isTwoFactorRequired"
              label={t("settings.twoFactorRequired")}
              description={t("settings.twoFactorRequiredHint")}
              icon={<ShieldCheck className="size-4" />}
            />
            {errors.isTwoFactorRequired ? (
              <p role="alert" className="text-xs font-medium text-destructive">
                {errors.isTwoFactorRequired.message}
              </p>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t("settings.reminders")}</CardTitle>
            <CardDescription>{t("settings.remindersHint")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <SwitchRow
              control={form.control}
              name="sendDailyRemindersForLateTasksViaSMS"
              label={t("settings.dailySms")}
              description={t("settings.dailySmsHint")}
              icon={<MessageSquareText className="size-4" />}
            />
            <SwitchRow
              control={form.control}
              name="sendWeeklyRemindersViaEmail"
              label={t("settings.weeklyEmail")}
              description={t("settings.weeklyEmailHint")}
              icon={<BellRing className="size-4" />}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t("settings.dashboards")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 md:grid-cols-2">
            <FormField
              control={form.control}
              name="tasksLookAheadDays"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t("settings.lookAhead")}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={LOOK_AHEAD_MIN}
                      max={LOOK_AHEAD_MAX}
                      step={1}
                      className="max-w-32"
                      {...field}
                      // An emptied box is "" (so the range message shows), not 0.
                      value={Number.isNaN(field.value) ? "" : field.value}
                      onChange={(event) => field.onChange(event.target.valueAsNumber)}
                    />
                  </FormControl>
                  {errors.tasksLookAheadDays ? (
                    <FormMessage />
                  ) : (
                    <FormDescription>{t("settings.lookAheadHint")}</FormDescription>
                  )}
                </FormItem>
              )}
            />
          </CardContent>
        </Card>

        {/* The bar follows the person down the page only while there is something to save. */}
        <div
          className={cn(
            "z-10 flex items-center justify-end gap-2 rounded-xl border p-3 transition-shadow",
            isDirty ? "sticky bottom-4 bg-card/90 shadow-lg backdrop-blur" : "bg-card",
          )}
        >
          {isDirty ? (
            <span className="mr-auto hidden pl-1 text-sm text-muted-foreground sm:block">
              {t("settings.unsaved")}
            </span>
          ) : null}
          <Button
            variant="ghost"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(initial)}
          >
            {t("settings.reset")}
          </Button>
          <BusyButton type="submit" busy={isSubmitting}>
            {t("settings.save")}
          </BusyButton>
        </div>
      </form>
    </Form>
  );
}
