import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { visibleNavGroups } from "@/app/navigation";
import { Brand } from "@/components/layout/brand";
import { HeaderContext } from "@/components/layout/header-context";
import { LayoutToggle, SkinToggle } from "@/components/layout/appearance-toggles";
import { MobileNav } from "@/components/layout/mobile-nav";
import { SidebarNav } from "@/components/layout/sidebar-nav";
import { TopNav } from "@/components/layout/top-nav";
import { UserMenu } from "@/components/layout/user-menu";
import { TooltipProvider } from "@/components/ui/tooltip";
import { usePreferences } from "@/lib/preferences";
import { dashboardPathFor } from "@/lib/session/guard-decision";
import { useSessionSnapshot } from "@/lib/session/use-session";
import { cn } from "@/lib/utils";

/** The version and build shown in the footer. */
const APP_VERSION = "2.0.2";
const BUILD_NUMBER = "2.0.50";

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mx-auto flex w-full max-w-[1400px] flex-wrap items-center justify-between gap-2 py-6 pr-16 pl-4 text-xs text-muted-foreground sm:px-6 lg:px-8">
      <span>© {new Date().getFullYear()} Routinely</span>
      <span>{t("app.version", { version: APP_VERSION, build: BUILD_NUMBER })}</span>
    </footer>
  );
}

/** The signed-in shell: sidebar (vertical) or top navigation (horizontal), remembered per browser. */
export function AppLayout() {
  const { layout } = usePreferences();
  const { appRole } = useSessionSnapshot();
  const groups = visibleNavGroups(appRole);
  const homePath = dashboardPathFor(appRole);
  const vertical = layout === "vertical";

  const tools = (
    <div className="ml-auto flex items-center gap-1">
      <LayoutToggle />
      <SkinToggle />
      <div className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden />
      <UserMenu />
    </div>
  );

  return (
    <TooltipProvider delayDuration={300}>
      <div className="min-h-dvh bg-background">
        {vertical && (
          <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r bg-sidebar lg:flex">
            <div className="flex h-16 shrink-0 items-center px-6">
              <Brand to={homePath} />
            </div>
            <div className="flex-1 overflow-y-auto px-3 pt-2 pb-6">
              <SidebarNav groups={groups} />
            </div>
          </aside>
        )}
        <div className={cn("flex min-h-dvh flex-col", vertical && "lg:pl-64")}>
          <header className="sticky top-0 z-30 bg-linear-to-b from-background from-60% to-transparent px-3 pt-3 pb-2 sm:px-4 lg:px-6">
            <div className="mx-auto flex h-14 max-w-[1400px] items-center gap-2 rounded-xl border bg-card/85 px-2 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-card/70 sm:px-3">
              <MobileNav groups={groups} homePath={homePath} />
              {!vertical && <Brand to={homePath} className="mr-3 hidden lg:flex" />}
              {vertical ? (
                <div className="min-w-0 px-1 lg:px-2">
                  <HeaderContext />
                </div>
              ) : (
                <>
                  <div className="min-w-0 px-1 lg:hidden">
                    <HeaderContext />
                  </div>
                  <div className="hidden lg:block">
                    <TopNav groups={groups} />
                  </div>
                </>
              )}
              {tools}
            </div>
          </header>
          <main className="mx-auto w-full max-w-[1400px] flex-1 px-4 pt-4 pb-4 sm:px-6 lg:px-8 lg:pt-6">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
    </TooltipProvider>
  );
}
