import type { ReactNode, Ref } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import {
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export interface FormSheetProps<TInput extends FieldValues, TValues> {
  /** The react-hook-form instance; its dirty, submitting and `root.server` state drive the sheet. */
  form: UseFormReturn<TInput, unknown, TValues>;
  title: ReactNode;
  description: ReactNode;
  /** Text of the submit button, e.g. "Add person" or "Save changes". */
  submitLabel: ReactNode;
  /** Accessible label of the spinner shown while submitting. */
  busyLabel?: string;
  onCancel: () => void;
  onSubmit: (values: TValues) => unknown;
  /** Lay the fields out as a grid with even gaps; otherwise the fields bring their own layout. */
  stacked?: boolean;
  /** Leave the dialog without an accessible description (the description is a handle, not prose). */
  undescribed?: boolean;
  className?: string;
  bodyRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The body of a right-hand sidebar form: header, server error, fields, Cancel and submit. Goes inside a `<Sheet>`. */
export function FormSheet<TInput extends FieldValues, TValues>({
  form,
  title,
  description,
  submitLabel,
  busyLabel = "Saving",
  onCancel,
  onSubmit,
  stacked = false,
  undescribed = false,
  className,
  bodyRef,
  children,
}: FormSheetProps<TInput, TValues>) {
  const { isDirty, isSubmitting, errors } = form.formState;
  const serverError = errors.root?.server;
  return (
    <SheetContent
      className={className}
      // A stray click beside the panel must not throw away what was typed.
      onInteractOutside={(event) => isDirty && event.preventDefault()}
      {...(undescribed ? { "aria-describedby": undefined } : {})}
    >
      <SheetHeader>
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription>{description}</SheetDescription>
      </SheetHeader>
      <Form {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <SheetBody ref={bodyRef} className={stacked ? "grid content-start gap-5" : undefined}>
            {serverError ? (
              <p
                role="alert"
                className={cn(
                  "rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive",
                  !stacked && "mb-5",
                )}
              >
                {serverError.message}
              </p>
            ) : null}
            {children}
          </SheetBody>
          <SheetFooter className="justify-end">
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <Spinner label={busyLabel} className="size-4 text-primary-foreground" />
              ) : null}
              {submitLabel}
            </Button>
          </SheetFooter>
        </form>
      </Form>
    </SheetContent>
  );
}
