// A titled block of the profile tab (philosophy, certifications, ...).
import type { ReactNode } from "react";

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}
