import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export interface DimensionOption {
  label: string;
  id: string;
}

/**
 * A plain <select> of the matrix dimensions (label prefixes and Role): the platform's own
 * control for keyboards, screen readers and phones. A value no longer offered (a prefix
 * whose labels are gone) stays listed so the select does not silently show another one.
 */
export function DimensionSelect({
  options,
  value,
  placeholder = "Choose…",
  className,
  ...props
}: Omit<ComponentProps<"select">, "value"> & {
  options: readonly DimensionOption[];
  value: string;
  placeholder?: string;
}) {
  const known = value === "" || options.some((option) => option.id === value);
  return (
    <select
      value={value}
      className={cn(
        "h-9 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
      {known ? null : <option value={value}>{value}</option>}
    </select>
  );
}
