import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { RolesView } from "../components/view-toggle";

/**
 * The roles screen's own URL params beside the table's: the view (`view=chart`), the
 * role whose details are open (`role=12`) and every `q` term (a saved filter may carry
 * several; the table's search box holds the first).
 */
export function useRolesUrl() {
  const [params, setParams] = useSearchParams();
  const view: RolesView = params.get("view") === "chart" ? "chart" : "list";
  const rawRole = params.get("role");
  const openRoleId =
    rawRole && /^\d{1,15}$/.test(rawRole) && Number(rawRole) > 0 ? Number(rawRole) : null;
  const terms = params
    .getAll("q")
    .map((term) => term.trim())
    .filter(Boolean);

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
    terms,
    setView: (next: RolesView) => patch({ view: next === "chart" ? "chart" : null }),
    openRole: (id: number | null) => patch({ role: id === null ? null : String(id) }),
    clearTerms: () => patch({ q: null, page: null }),
  };
}
