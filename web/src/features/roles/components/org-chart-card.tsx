import { ArrowUp, ChevronUp, Workflow } from "lucide-react";
import { cn } from "@/lib/utils";
import type { Role } from "../api/role-fields";
import { meFirst, PersonAvatars } from "./person-avatars";

export interface OrgChartCardProps {
  role: Role;
  isRoot: boolean;
  /** Roles under this one; 0 for a leaf. */
  descendantCount: number;
  collapsed: boolean;
  meId: number | null;
  onToggle: () => void;
  onOpen: (role: Role) => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One role in the org chart: handle, name, who fills it and how many processes it has. */
export function OrgChartCard({
  role,
  isRoot,
  descendantCount,
  collapsed,
  meId,
  onToggle,
  onOpen,
}: OrgChartCardProps) {
  const processes = role.processCount;
  const people = meFirst(role.filledBy, meId);
  const names = people.map((p) => (p.id === meId ? `${p.name} (you)` : p.name)).join(", ");
  // A root with a parent: the parent is outside what is shown (a search, /myRoles).
  const outside = isRoot ? role.reportsTo : null;
  return (
    <div
      className={cn(
        "relative w-52 rounded-lg border bg-card text-left shadow-xs transition-shadow hover:shadow-md",
        isRoot && !outside && "border-t-[3px] border-t-primary",
      )}
    >
      {/* The name is the summary below; the card's text is only drawn (its order would
          not make a good name, and a name that leaves out visible words fails axe). */}
      <button
        type="button"
        onClick={() => onOpen(role)}
        className="block w-full rounded-lg px-3 pt-2.5 pb-3 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <span className="sr-only">
          {`${role.name} (${role.roleHandle}): ${names || "vacant"}, ${plural(processes, "process", "processes")}`}
        </span>
        <span aria-hidden className="block">
          <span className="flex items-baseline justify-between gap-2 text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
            <span className="truncate">{role.roleHandle}</span>
            {outside ? (
              <span
                className="inline-flex shrink-0 items-center gap-0.5 normal-case"
                title={`Reports to ${outside.name}`}
              >
                <ArrowUp className="size-3" aria-hidden />
                <span className="sr-only">reports to </span>
                {outside.roleHandle}
              </span>
            ) : null}
          </span>
          <span className="line-clamp-2 text-sm leading-snug font-semibold">{role.name}</span>
          <span className="mt-2 flex items-center justify-between gap-2">
            <PersonAvatars people={people} max={4} />
            <span
              className={cn(
                "inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums",
                processes > 0
                  ? "bg-primary/10 text-primary dark:bg-primary/20"
                  : "bg-muted text-muted-foreground",
              )}
              title={plural(processes, "process", "processes")}
            >
              <Workflow className="size-3" aria-hidden />
              {processes}
            </span>
          </span>
          {names ? (
            <span className="mt-1.5 block truncate text-xs text-muted-foreground">{names}</span>
          ) : null}
        </span>
      </button>
      {descendantCount > 0 ? (
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={
            collapsed
              ? `Show the ${plural(descendantCount, "role", "roles")} under ${role.name}`
              : `Hide the roles under ${role.name}`
          }
          className="absolute -bottom-2.5 left-1/2 z-10 inline-flex h-5 min-w-5 -translate-x-1/2 items-center justify-center gap-0.5 rounded-full border bg-card px-1.5 text-[10px] font-semibold text-muted-foreground shadow-xs outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {collapsed ? `+${descendantCount}` : <ChevronUp className="size-3" aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}
