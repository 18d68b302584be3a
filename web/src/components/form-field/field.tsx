import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What the control of a field carries so that screen readers tie it to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

export interface FieldIds {
  control: ControlProps;
  /** The label's id, for a group of controls that names itself with aria-labelledby. */
  labelId: string;
}

export interface FieldLook {
  /** Left out where the control names itself (an editor with labels of its own). */
  label?: ReactNode;
  /** For a label that only screen readers need at some widths ("sm:sr-only"). */
  labelClassName?: string;
  /** A line under the control saying what the field is for. */
  hint?: ReactNode;
  /** The error takes the hint's place rather than standing under it. */
  errorReplacesHint?: boolean;
  /** Marks the label and tells screen readers the field must be filled. */
  required?: boolean;
  /**
   * "stack": the label over the control. "switch": an on/off row, label and hint on the left,
   * the control on the right.
   */
  layout?: "stack" | "switch";
  /** The control is a group (a picker): the label names it by id rather than by `for`. */
  group?: boolean;
  /** A small picture before the label of a switch row. */
  icon?: ReactNode;
  className?: string;
}

export interface FieldProps extends FieldLook {
  /** The sentence that says what is wrong; shown under the control and announced. */
  error?: string;
  /**
   * The control itself, which receives the ids; or, where the control sits inside other
   * elements (a select's trigger, a picker), a function that places them.
   */
  children: ReactElement<Record<string, unknown>> | ((ids: FieldIds) => ReactNode);
}

const LABEL = "text-sm leading-none font-medium data-[error=true]:text-destructive";

/** Every form field of the app: label, control, hint, error and required mark, wired together. */
export function Field({
  label,
  labelClassName,
  hint: hintText,
  error,
  errorReplacesHint,
  required,
  layout = "stack",
  group,
  icon,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hint = error && errorReplacesHint ? undefined : hintText;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: ControlProps = {
    id,
    "aria-invalid": !!error,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  };
  const body =
    typeof children === "function" ? children({ control, labelId }) : wire(children, control);

  const mark = required ? (
    <span aria-hidden className="text-destructive">
      *
    </span>
  ) : null;
  const title =
    label === undefined ? null : group ? (
      <span id={labelId} data-error={!!error} className={cn(LABEL, labelClassName)}>
        {label}
        {mark ? <> {mark}</> : null}
      </span>
    ) : (
      <Label id={labelId} htmlFor={id} data-error={!!error} className={cn(LABEL, labelClassName)}>
        {label}
        {mark}
      </Label>
    );
  const hintLine = hint ? (
    <div id={hintId} className="text-xs text-muted-foreground">
      {hint}
    </div>
  ) : null;
  const errorLine = error ? (
    <p
      id={errorId}
      role="alert"
      className="text-xs font-medium whitespace-pre-line text-destructive"
    >
      {error}
    </p>
  ) : null;

  if (layout === "switch") {
    return (
      <div data-slot="field" className={cn("grid gap-1.5", className)}>
        <div
          data-invalid={!!error}
          className="flex items-center justify-between gap-4 rounded-lg border px-3 py-2.5 transition-colors data-[invalid=true]:border-destructive/50"
        >
          <div className="flex min-w-0 items-center gap-3">
            {icon ? (
              <span className="grid size-8 shrink-0 place-content-center rounded-md bg-muted text-muted-foreground [&_svg]:size-4">
                {icon}
              </span>
            ) : null}
            <div className="grid gap-1">
              {title}
              {hintLine}
            </div>
          </div>
          {body}
        </div>
        {errorLine}
      </div>
    );
  }
  return (
    <div data-slot="field" className={cn("grid content-start gap-2", className)}>
      {title}
      {body}
      {hintLine}
      {errorLine}
    </div>
  );
}

/** Gives the control its ids, keeping what it says of itself (a message of a group of fields). */
function wire(child: ReactElement<Record<string, unknown>>, control: ControlProps) {
  const own = child.props;
  const describedBy = [own["aria-describedby"], control["aria-describedby"]].filter(Boolean);
  return cloneElement(child, {
    ...control,
    "aria-invalid": control["aria-invalid"] || own["aria-invalid"] === true,
    ...(describedBy.length ? { "aria-describedby": describedBy.join(" ") } : {}),
  });
}
