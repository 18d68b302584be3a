import type { ReactElement, ReactNode } from "react";
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field, type FieldIds, type FieldLook } from "./field";

/** Schemas may give an i18n key ("login.emailRequired") or a finished sentence (server errors). */
const I18N_KEY = /^[a-z][a-zA-Z]*\.[a-zA-Z.]+$/;

type Bound<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N>;

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldLook & {
  control: Control<T>;
  name: N;
} & (
    | {
        /** The control, bound to the form value; it receives the field's ids. */
        children: (field: Bound<T, N>) => ReactElement<Record<string, unknown>>;
        render?: never;
      }
    | {
        /** For a control inside other elements: it places the ids itself. */
        render: (field: Bound<T, N>, ids: FieldIds) => ReactNode;
        children?: never;
      }
  );

/** A Field bound to one value of a react-hook-form form: its value, its error. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  children,
  render,
  ...look
}: FormFieldProps<T, N>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const raw = fieldState.error ? String(fieldState.error.message ?? "") : "";
        const error = raw ? (I18N_KEY.test(raw) ? t(raw) : raw) : undefined;
        return (
          <Field {...look} error={error}>
            {render ? (ids) => render(field, ids) : children!(field)}
          </Field>
        );
      }}
    />
  );
}
