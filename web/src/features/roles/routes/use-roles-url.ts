import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { RolesView } from "../components/view-toggle";

/**
 * The roles screen's own URL params beside the table's and the q terms: the view
 * (`view=chart`) and the role whose details are open (`role=12`).
 */
export function useRolesUrl() {
  const [params, setParams] = useSearchParams();
  const view: RolesView = params.get("view") === "chart" ? "chart" : "list";
  const rawRole = params.get("role");
  const openRoleId =
    rawRole && /^\d{1,15}$/.test(rawRole) && Number(rawRole) > 0 ? Number(rawRole) : null;

  const patch = useCallback(
    (change: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );

  return {
    view,
    openRoleId,
    setView: (next: RolesView) => patch({ view: next === "chart" ? "chart" : null }),
    openRole: (id: number | null) => patch({ role: id === null ? null : String(id) }),
  };
}
