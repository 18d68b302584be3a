import { useId } from "react";
import { PAGE_SIZE_OPTIONS, type PageSize } from "./table-state";

export interface DataTablePageSizeProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
}

/**
 * "Show N entries". A native select: it is keyboard- and screen-reader friendly and
 * opens the platform picker on phones.
 */
export function DataTablePageSize({ value, onChange }: DataTablePageSizeProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm whitespace-nowrap text-muted-foreground">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
        aria-label="Entries per page"
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span aria-hidden>entries</span>
    </div>
  );
}
