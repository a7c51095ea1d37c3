// What a visitor or rookie sees of a routine: its day, title and block count, and the way to PRO.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { LockIcon } from "./routine-icons";

interface LockedRoutineTeaserProps {
  title: string;
  blockCount: number;
  /** Where to upgrade, or null when the viewer cannot subscribe (e.g. another creator). */
  upgradePath: string | null;
}

export function LockedRoutineTeaser({ title, blockCount, upgradePath }: LockedRoutineTeaserProps) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-slate-200 bg-gradient-to-br from-slate-50 to-brand-50/60 p-6 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-slate-900 text-white">
        <LockIcon className="h-6 w-6" />
      </span>
      <p className="mt-3 inline-flex rounded-full bg-slate-900 px-3 py-1 text-xs font-bold tracking-wide text-white">
        {t("routines.public.locked.badge")}
      </p>
      <h4 className="mt-3 text-lg font-bold text-slate-900">{title || t("routines.recent.untitled")}</h4>
      <p className="text-sm text-slate-600">{t("routines.recent.blockCount", { count: blockCount })}</p>
      <p className="mx-auto mt-3 max-w-md text-slate-700">{t("routines.public.locked.text")}</p>
      {upgradePath && (
        <ButtonLink to={upgradePath} className="mt-4">
          {t("routines.public.locked.upgrade")}
        </ButtonLink>
      )}
    </div>
  );
}
