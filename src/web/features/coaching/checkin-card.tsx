// A titled card of the check-in pages. Not ui/settings-card.tsx: sharing it would split that card
// from the settings pages' chunk into two chunks of its own, and every chunk a lazy page needs is
// named in the first visit's router code, which has no bytes to spare (the first-visit budget).
import { useId, type ReactNode } from "react";

export function CheckinCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}
