import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, SwitchFormField } from "@/components/form-field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import type { Person } from "../api/person-fields";
import {
  profileFormDefaults,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormValues,
} from "./profile-form-schema";

export interface ProfileFormProps {
  person: Person;
  /** Admins and managers edit email and description too; a person on their own, name, mobile and reminders. */
  fullProfile: boolean;
  /** Resolves with the saved person; rejects with the server's error. */
  onSave: (values: ProfileFormValues) => Promise<Person>;
}

const PROFILE_FIELDS = [
  "name",
  "email",
  "mobile",
  "description",
  "receiveWeeklyReminders",
] as const;

export function ProfileForm({ person, fullProfile, onSave }: ProfileFormProps) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(person),
    mode: "onTouched",
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  async function submit(values: ProfileFormValues) {
    try {
      const saved = await onSave(values);
      form.reset(profileFormDefaults(saved));
    } catch (error) {
      const fieldError = fieldErrorOf(error);
      const field = PROFILE_FIELDS.find((name) => name === fieldError?.field);
      if (fieldError && field)
        form.setError(
          field,
          { type: "server", message: fieldError.message },
          { shouldFocus: true },
        );
      else
        form.setError("root.server", {
          type: "server",
          message: errorMessage(error, "Saving failed."),
        });
    }
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        {errors.root?.server ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
          >
            {errors.root.server.message}
          </p>
        ) : null}
        <FormField control={form.control} name="name" label="Name">
          {(field) => <Input autoComplete="name" maxLength={220} {...field} />}
        </FormField>
        <FormField
          control={form.control}
          name="mobile"
          label="Mobile"
          hint="International format. Where the daily text about late tasks goes."
        >
          {(field) => <Input type="tel" autoComplete="tel" placeholder="+14155550123" {...field} />}
        </FormField>
        {fullProfile ? (
          <>
            <FormField control={form.control} name="email" label="Email">
              {(field) => <Input type="email" autoComplete="email" {...field} />}
            </FormField>
            <FormField control={form.control} name="description" label="Description">
              {(field) => <Textarea rows={3} maxLength={2000} {...field} />}
            </FormField>
          </>
        ) : null}
        <SwitchFormField
          control={form.control}
          name="receiveWeeklyReminders"
          label="Weekly reminders"
          hint="A weekly email listing the tasks coming up."
        />
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset()}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? (
              <Spinner label="Saving" className="size-4 text-primary-foreground" />
            ) : null}
            Save profile
          </Button>
        </div>
      </form>
    </Form>
  );
}
