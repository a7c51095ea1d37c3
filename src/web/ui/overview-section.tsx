// A section of a dashboard's overview: its heading, a link to the whole list beside it, then what it shows.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function OverviewSection({
  id,
  title,
  link,
  children,
}: {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {link.label}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
