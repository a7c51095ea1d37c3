// The list of a dashboard's sections; the current one is marked with aria-current.
import { useTranslation } from "../../i18n";
import { NavLink } from "react-router";
import { DashboardIcon, type DashboardIconName } from "../../ui/dashboard-icons";

export interface DashboardSection {
  /** Relative to the dashboard's root; "" is the overview. */
  path: string;
  icon: DashboardIconName;
  labelKey: string;
}

const itemClasses =
  "group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

export function DashboardNav({
  basePath,
  sections,
  label,
  onNavigate,
}: {
  basePath: string;
  sections: DashboardSection[];
  label: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink
              to={section.path ? `${basePath}/${section.path}` : basePath}
              end={!section.path}
              className={itemClasses}
              onClick={onNavigate}
            >
              <DashboardIcon
                name={section.icon}
                className="h-5 w-5 text-slate-400 group-hover:text-slate-600 group-aria-[current=page]:text-brand-600"
              />
              {t(section.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
