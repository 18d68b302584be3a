import { useId, type ReactElement, cloneElement } from "react";
import { Label } from "@/components/ui/label";

/**
 * A label, one control and its message, wired for screen readers. The editor's fields
 * live outside react-hook-form (the whole schedule is one form value), so they cannot
 * use the Form* helpers.
 */
export function EditorField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id} data-error={!!error} className="data-[error=true]:text-destructive">
        {label}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": !!error,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={messageId}
          role="alert"
          className="text-xs font-medium whitespace-pre-line text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
