import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One labelled value of a details list: a `<div>` group, the only wrapper a `<dl>` allows. */
export function DetailItem({
  label,
  className,
  children,
}: {
  label: string;
  /** Placement in the list's grid, e.g. `sm:col-span-2`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-1", className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

export function Nothing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}
