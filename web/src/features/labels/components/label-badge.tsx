import { cn } from "@/lib/utils";

/** A label drawn as its two parts: the prefix (its matrix dimension) and the value. */
export function LabelBadge({
  prefix,
  value,
  className,
}: {
  prefix: string;
  value: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-stretch overflow-hidden rounded-md border text-xs font-medium",
        className,
      )}
    >
      <span className="bg-primary/10 px-1.5 py-0.5 text-primary dark:bg-primary/20">{prefix}</span>
      <span className="truncate px-1.5 py-0.5">{value}</span>
    </span>
  );
}
