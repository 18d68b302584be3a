import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { BusyButton } from "@/components/busy-button";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/form-field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

export const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

export type CodeValues = z.input<typeof codeSchema>;

/**
 * The six-digit code of an authenticator app: the second sign-in step, and the check
 * that turns two-factor on. The caller verifies it and reports failures above the form.
 */
export function TwoFactorCodeForm({
  onSubmit,
  onCancel,
  submitLabel = "Verify",
  cancelLabel = "Cancel",
  description,
}: {
  onSubmit: (code: string) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  description?: string;
}) {
  const form = useForm<CodeValues, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(async ({ code }) => {
          await onSubmit(code);
          form.reset({ code: "" });
        })}
      >
        <FormField
          control={form.control}
          name="code"
          label="Authentication code"
          hint={description}
        >
          {(field) => (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={12}
              autoFocus
              {...field}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <BusyButton type="submit" className="flex-1" busy={busy} busyLabel={submitLabel}>
            {submitLabel}
          </BusyButton>
          {onCancel ? (
            <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </div>
      </form>
    </Form>
  );
}
