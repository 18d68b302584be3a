import { Building2, ChevronRight } from "lucide-react";
import { useRouteTitle } from "@/lib/route-title";
import { useSessionSnapshot } from "@/lib/session/use-session";

/** Where am I: the organisation (this is a multi-tenant app) and the current screen. */
export function HeaderContext() {
  const title = useRouteTitle();
  const { settings } = useSessionSnapshot();
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      {settings && (
        <span className="hidden min-w-0 items-center gap-2 text-muted-foreground md:flex">
          <Building2 className="size-4 shrink-0" aria-hidden />
          <span className="max-w-56 truncate">{settings.organizationName}</span>
          <ChevronRight className="size-3.5 shrink-0 opacity-60" aria-hidden />
        </span>
      )}
      <span className="truncate font-medium">{title ?? ""}</span>
    </div>
  );
}
