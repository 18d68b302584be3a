import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { pageCount, pageWindow, showingRange } from "./table-state";

export interface DataTablePaginationProps {
  page: number;
  size: number;
  totalCount: number;
  onPageChange: (page: number) => void;
}

const pageButton =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40";

/** Footer: "Showing X to Y of Z entries" and a paginator. */
export function DataTablePagination({
  page,
  size,
  totalCount,
  onPageChange,
}: DataTablePaginationProps) {
  const { from, to, total } = showingRange(page, size, totalCount);
  const count = pageCount(size, totalCount);

  return (
    <div className="flex flex-col items-center justify-between gap-3 px-4 py-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {from} to {to} of {total} entries
      </p>
      <nav aria-label="Pagination" className="flex items-center gap-1">
        <button
          type="button"
          className={cn(pageButton, "hover:bg-muted")}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        {pageWindow(Math.min(page, count), count).map((p, index) =>
          p === null ? (
            <span key={`gap-${index}`} className="px-1 text-muted-foreground" aria-hidden>
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              className={cn(
                pageButton,
                p === page ? "bg-primary text-primary-foreground shadow-sm" : "hover:bg-muted",
              )}
              onClick={() => onPageChange(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? "page" : undefined}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className={cn(pageButton, "hover:bg-muted")}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= count}
          aria-label="Next page"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </nav>
    </div>
  );
}
