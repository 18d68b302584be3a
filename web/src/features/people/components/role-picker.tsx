import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import type { RoleRef } from "../api/person-fields";
import { RoleBadges } from "./role-badges";

export interface RolePickerProps {
  /** All roles, when the API could list them. */
  roles: RoleRef[] | undefined;
  isLoading: boolean;
  /** Why the roles could not be listed; the person's roles are then shown read-only. */
  loadError: string | null;
  currentRoles: RoleRef[];
  value: number[];
  onChange: (ids: number[]) => void;
  labelId: string;
}

/** A checkbox list of roles with a filter, for the person form's roleIds. */
export function RolePicker({
  roles,
  isLoading,
  loadError,
  currentRoles,
  value,
  onChange,
  labelId,
}: RolePickerProps) {
  const [filter, setFilter] = useState("");
  const filterId = useId();

  if (isLoading) return <Spinner label="Loading roles" />;
  if (loadError !== null || !roles) {
    return (
      <div className="grid gap-1.5">
        <RoleBadges roles={currentRoles} empty="No roles" />
        {loadError ? <p className="text-xs text-muted-foreground">{loadError}</p> : null}
      </div>
    );
  }
  if (roles.length === 0)
    return <p className="text-sm text-muted-foreground">No roles exist yet.</p>;

  const selected = new Set(value);
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? roles.filter(
        (r) => r.roleHandle.toLowerCase().includes(needle) || r.name.toLowerCase().includes(needle),
      )
    : roles;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <div className="grid gap-2">
      {roles.length > 8 ? (
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter roles"
          aria-label="Filter roles"
          className="h-8 rounded-md border border-input bg-card px-2.5 text-sm outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
        />
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        className="max-h-52 divide-y overflow-y-auto rounded-md border"
      >
        {shown.map((role) => {
          const id = `${labelId}-role-${role.id}`;
          return (
            <div key={role.id} className="flex items-center gap-2.5 px-3 py-2">
              <Checkbox
                id={id}
                checked={selected.has(role.id)}
                onCheckedChange={(on) => toggle(role.id, on === true)}
              />
              <label
                htmlFor={id}
                className="flex min-w-0 flex-1 cursor-pointer items-baseline gap-2 text-sm"
              >
                <span className="font-medium">{role.roleHandle}</span>
                <span className="truncate text-muted-foreground">{role.name}</span>
              </label>
            </div>
          );
        })}
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-muted-foreground">No role matches.</div>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {selected.size} selected
      </p>
    </div>
  );
}
