import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { WorkspaceSwitcher } from "@/features/workspaces/components/workspace-switcher";
import { SideNav } from "./side-nav";

/** Below 768 px the side navigation lives in a drawer opened from the top bar. */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("nav.openMenu")}>
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="sr-only">{t("nav.menu")}</SheetTitle>
        <SheetDescription className="sr-only">{t("nav.mainNavigation")}</SheetDescription>
        <SideNav onNavigate={() => setOpen(false)} top={<WorkspaceSwitcher placement="drawer" onSwitched={() => setOpen(false)} />} />
      </SheetContent>
    </Sheet>
  );
}
