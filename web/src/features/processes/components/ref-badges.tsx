import { Badge } from "@/components/ui/badge";

/**
 * A few badges and "+N" for the rest, so one process with many labels does not
 * stretch its row; the "+N" badge names the hidden ones.
 */
export function RefBadges({
  items,
  max = 3,
  empty = "—",
  variant = "secondary",
}: {
  items: readonly { id: number; text: string; title?: string }[];
  max?: number;
  empty?: string;
  variant?: "secondary" | "outline" | "default";
}) {
  if (items.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  const shown = items.slice(0, max);
  const hidden = items.slice(max);
  return (
    <span className="flex flex-wrap items-center gap-1">
      {shown.map((item) => (
        <Badge key={item.id} variant={variant} title={item.title}>
          {item.text}
        </Badge>
      ))}
      {hidden.length > 0 ? (
        <Badge variant="outline" title={hidden.map((item) => item.text).join(", ")}>
          +{hidden.length}
        </Badge>
      ) : null}
    </span>
  );
}
