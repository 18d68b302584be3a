import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { SELECT_CLASS } from "./frequency-editor/interval-fields";

/** A native select of id-named records with a "none" choice (category, owning role). */
export function RefSelect({
  value,
  onChange,
  options,
  noneLabel,
  className,
  ...props
}: Omit<ComponentProps<"select">, "value" | "onChange"> & {
  value: number | null;
  onChange: (value: number | null) => void;
  options: { id: number; text: string }[];
  noneLabel: string;
}) {
  return (
    <select
      {...props}
      className={cn(SELECT_CLASS, className)}
      value={value === null ? "" : String(value)}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
    >
      <option value="">{noneLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.text}
        </option>
      ))}
    </select>
  );
}
