import type { ReactNode } from "react";

/** One labelled value of a details list. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

export function Nothing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}
