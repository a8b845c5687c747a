import { Outlet } from "react-router";
import { Footer } from "@/components/layouts/footer";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";

/** Side navigation fixed at the start edge from 768 px up, top bar, page, footer. */
export function AppShell() {
  return (
    <div className="min-h-dvh bg-surface">
      <aside className="fixed inset-y-0 start-0 z-40 hidden w-64 border-e bg-background md:block">
        <SideNav />
      </aside>
      <div className="flex min-h-dvh flex-col md:ps-64">
        <TopBar />
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <Outlet />
        </main>
        <Footer className="mx-auto w-full max-w-6xl border-t px-4 py-5 sm:px-6 lg:px-8" />
      </div>
    </div>
  );
}
