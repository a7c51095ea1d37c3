// A link card to a dashboard section: icon, title and one line on what is there.
import { Link } from "react-router";
import { DashboardIcon, type DashboardIconName } from "../../ui/dashboard-icons";

export function SectionCard({
  to,
  icon,
  title,
  description,
}: {
  to: string;
  icon: DashboardIconName;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="group flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md"
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 group-hover:bg-brand-100"
      >
        <DashboardIcon name={icon} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
      </span>
    </Link>
  );
}
