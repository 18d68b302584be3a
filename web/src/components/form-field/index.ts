export { Field, type ControlProps, type FieldIds, type FieldProps } from "./field";
export { FormField, type FormFieldProps } from "./form-field";
export { SwitchFormField } from "./switch-form-field";
