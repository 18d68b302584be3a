import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { NavGroup } from "@/components/layout/nav-types";
import { Brand } from "@/components/layout/brand";
import { SidebarNav } from "@/components/layout/sidebar-nav";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

/** On narrow screens the menu lives in a left drawer. */
export function MobileNav({ groups, homePath }: { groups: NavGroup[]; homePath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t("nav.openMenu")}>
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 bg-sidebar">
        <SheetTitle className="sr-only">{t("nav.openMenu")}</SheetTitle>
        <SheetDescription className="sr-only">{t("app.tagline")}</SheetDescription>
        <div className="flex h-16 items-center border-b px-5">
          <Brand to={homePath} />
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-5">
          <SidebarNav groups={groups} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
