import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** The product mark: a check in a rounded square, and the name. */
export function Brand({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "flex items-center gap-2.5 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        className,
      )}
    >
      <span
        aria-hidden
        className="grid size-8 place-content-center rounded-lg bg-primary text-primary-foreground shadow-sm"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <span className="text-[1.05rem]">Routinely</span>
    </Link>
  );
}
