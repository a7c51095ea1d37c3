// The frame of the sandbox provider's pages, which stand in for Stripe's hosted ones: the
// test-mode banner, the provider's name and the page's title. No app navigation, as on Stripe.
import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { TestModeBanner } from "./test-mode-banner";

interface SandboxLayoutProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Forms read best narrow; the portal's tables need more room. */
  width?: "narrow" | "wide";
  children: ReactNode;
}

export function SandboxLayout({ title, intro, width = "narrow", children }: SandboxLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <title>{`${title} · ${t("sandbox.layout.provider")}`}</title>
      <TestModeBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className={clsx("mx-auto flex items-center gap-2 px-4 py-3", width === "wide" ? "max-w-3xl" : "max-w-xl")}>
          <span
            aria-hidden="true"
            className="flex h-7 w-7 items-center justify-center rounded-md bg-slate-900 text-xs font-black text-white"
          >
            S
          </span>
          <span className="font-bold tracking-tight">{t("sandbox.layout.provider")}</span>
          <span className="ml-auto rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300">
            {t("sandbox.layout.testMode")}
          </span>
        </div>
      </header>
      <main id="main" className={clsx("mx-auto px-4 py-8 sm:py-10", width === "wide" ? "max-w-3xl" : "max-w-xl")}>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        <div className="mt-6 space-y-6">{children}</div>
      </main>
    </div>
  );
}
