// One program in the creator's list: its name, length, template mark and how many follow it,
// with its actions.
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { Button, buttonClasses } from "../../ui/button";
import type { ProgramSummary } from "./queries";

interface ProgramRowProps {
  program: ProgramSummary;
  onAssign: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function ProgramRow({ program, onAssign, onDuplicate, onDelete }: ProgramRowProps) {
  const { t } = useTranslation();
  const name = { name: program.name };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {program.name}
            {program.isTemplate && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {t("coaching.programs.template")}
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("coaching.builder.weekCount", { count: program.weeks })} ·{" "}
            {t("coaching.programs.assignedCount", { count: program.assignedCount })}
          </p>
          {program.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{program.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/dashboard/influencer/programs/${program.id}`}
            className={buttonClasses("secondary", "sm")}
            aria-label={t("coaching.programs.editLabel", name)}
          >
            {t("coaching.programs.edit")}
          </Link>
          <Link
            to={`/dashboard/influencer/programs/${program.id}/completion`}
            className={buttonClasses("secondary", "sm")}
            aria-label={t("coaching.programs.completionLabel", name)}
          >
            {t("coaching.programs.completion")}
          </Link>
          <Button size="sm" onClick={onAssign} aria-label={t("coaching.programs.assignLabel", name)}>
            {t("coaching.programs.assign")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDuplicate}
            aria-label={t("coaching.programs.duplicateLabel", name)}
          >
            {t("coaching.programs.duplicate")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t("coaching.programs.deleteLabel", name)}>
            {t("common.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}
