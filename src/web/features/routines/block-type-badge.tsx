// A schedule block's type as a small coloured label.
import clsx from "clsx";
import type { BlockType } from "../../../domain/routines";
import { useTranslation } from "../../i18n";

const colours: Record<BlockType, string> = {
  workout: "bg-brand-50 text-brand-800",
  meal: "bg-amber-50 text-amber-800",
  snack: "bg-orange-50 text-orange-800",
  supplement: "bg-violet-50 text-violet-800",
  work: "bg-sky-50 text-sky-800",
  sleep: "bg-indigo-50 text-indigo-800",
  other: "bg-slate-100 text-slate-700",
};

export function BlockTypeBadge({ type }: { type: BlockType }) {
  const { t } = useTranslation();
  return (
    <span className={clsx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold", colours[type])}>
      {t(`routines.types.${type}`)}
    </span>
  );
}
