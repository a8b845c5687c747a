import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { Brand } from "./brand";
import { Footer } from "./footer";

type AuthLayoutProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Wider for the signup form's two columns and for the terms page. */
  width?: "sm" | "md" | "lg";
  /** An icon above the title for notice pages (check your email, verified…). */
  icon?: ReactNode;
};

const WIDTHS = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-3xl" } as const;

/** The frame of every public page: brand and language switcher above, one centred card, footer. */
export function AuthLayout({ title, description, children, width = "sm", icon }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <div
        aria-hidden
        className="pointer-events-none fixed inset-x-0 top-0 h-72 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-primary-soft),transparent)]"
      />
      <header className="relative flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to={paths.home.path} className="rounded-lg">
          <Brand />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-10">
        <div className={cn("w-full", WIDTHS[width])}>
          <div className="rounded-2xl border bg-background p-6 shadow-card sm:p-8">
            <div className="mb-6 grid gap-2">
              {icon ? (
                <span className="mb-2 grid size-12 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">{icon}</span>
              ) : null}
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description ? <p className="text-sm leading-6 text-muted-foreground">{description}</p> : null}
            </div>
            {children}
          </div>
        </div>
      </main>
      <Footer className="relative px-4 py-6 sm:px-8" />
    </div>
  );
}
