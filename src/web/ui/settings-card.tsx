// A titled section of a settings screen.
import type { ReactNode } from "react";
import { useId } from "react";

interface SettingsCardProps {
  title: string;
  description?: string;
  /** Something shown beside the title, such as the auto-save state. */
  aside?: ReactNode;
  children: ReactNode;
}

export function SettingsCard({ title, description, aside, children }: SettingsCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
