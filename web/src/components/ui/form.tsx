import { FormProvider } from "react-hook-form";

/** Gives a form's fields access to the react-hook-form instance (`<Form {...form}>`). */
export const Form = FormProvider;
