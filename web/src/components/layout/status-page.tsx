import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A centred message: error pages, not-authorised, not-built screens. */
export function StatusPage({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
  className,
  tone = "default",
}: {
  icon: LucideIcon;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  tone?: "default" | "destructive" | "warning";
}) {
  return (
    <section
      className={cn(
        "mx-auto flex w-full max-w-xl flex-col items-center px-2 py-10 text-center",
        className,
      )}
    >
      <div
        className={cn(
          "mb-6 grid size-14 place-content-center rounded-2xl ring-8",
          tone === "default" && "bg-primary/10 text-primary ring-primary/5",
          tone === "destructive" && "bg-destructive/10 text-destructive ring-destructive/5",
          tone === "warning" && "bg-warning/15 text-warning ring-warning/5",
        )}
      >
        <Icon className="size-6" aria-hidden />
      </div>
      {eyebrow ? (
        <p className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {children ? (
        <div className="mt-3 text-sm leading-relaxed text-muted-foreground text-pretty">
          {children}
        </div>
      ) : null}
      {actions ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </section>
  );
}
