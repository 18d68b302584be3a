import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A plain <select>, styled like the inputs: keyboard and screen readers get the
 * platform's own control (as the people list's type filter does), and on a phone the
 * native picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 min-w-0 rounded-md border border-input bg-card px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
