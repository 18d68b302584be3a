import { forwardRef, type ComponentProps } from "react";
import { cn } from "@/lib/utils";
import type { Role, RoleRef } from "../api/role-fields";
import { possibleParents } from "./role-tree";

export interface ReportsToSelectProps extends Omit<ComponentProps<"select">, "children"> {
  /** All roles (the full list). */
  roles: Role[];
  /** The role being edited; null when creating. */
  roleId: number | null;
  /** The saved parent, kept as a choice even when the full list does not hold it. */
  current?: RoleRef | null;
}

/**
 * Which role this one reports to: a native select, which copes with a thousand roles and
 * works the same on a phone. Itself and the roles below it are left out, since choosing
 * one would close a loop (the API refuses that too).
 */
export const ReportsToSelect = forwardRef<HTMLSelectElement, ReportsToSelectProps>(
  function ReportsToSelect({ roles, roleId, current, className, ...props }, ref) {
    const options: RoleRef[] = possibleParents(roles, roleId);
    if (current && !options.some((role) => role.id === current.id)) options.push(current);
    options.sort((a, b) =>
      a.roleHandle.localeCompare(b.roleHandle, undefined, { sensitivity: "base" }),
    );
    return (
      <select
        ref={ref}
        className={cn(
          "flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-2.5 text-sm shadow-xs outline-none",
          "focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring aria-invalid:border-destructive",
          className,
        )}
        {...props}
      >
        <option value="">Nobody (top of the tree)</option>
        {options.map((role) => (
          <option key={role.id} value={String(role.id)}>
            {role.roleHandle} — {role.name}
          </option>
        ))}
      </select>
    );
  },
);
