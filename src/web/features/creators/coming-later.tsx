// A tab whose content arrives in a later release: says what will be there.
import type { ReactNode } from "react";

export function ComingLater({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
      <p className="mx-auto mt-1 max-w-lg text-slate-600">{body}</p>
    </div>
  );
}
