// The day's schedule blocks as a list to pick from; the picked one opens in the block editor below it.
import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import type { BlockDraft } from "./block-draft";
import { BlockTimeRange } from "./block-time-range";
import { BlockTypeBadge } from "./block-type-badge";
import { PlusIcon } from "./routine-icons";

interface BlockListProps {
  blocks: BlockDraft[];
  selectedKey: string | null;
  invalidKeys: ReadonlySet<string>;
  onSelect: (key: string) => void;
  onAdd: () => void;
  /** The editor of the selected block, shown under it. */
  editor: ReactNode;
}

export function BlockList({ blocks, selectedKey, invalidKeys, onSelect, onAdd, editor }: BlockListProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="routine-blocks-title" className="space-y-3">
      <h3 id="routine-blocks-title" className="text-base font-semibold text-slate-900">
        {t("routines.blocks.heading")}
      </h3>
      {blocks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t("routines.blocks.empty")}
        </p>
      ) : (
        <ol className="space-y-2">
          {blocks.map((block) => {
            const isSelected = block.key === selectedKey;
            return (
              <li key={block.key}>
                <button
                  type="button"
                  aria-expanded={isSelected}
                  onClick={() => onSelect(block.key)}
                  className={clsx(
                    "flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3 text-left text-sm transition-colors",
                    isSelected
                      ? "border-brand-500 bg-white ring-2 ring-brand-200"
                      : "border-slate-200 bg-white hover:border-slate-300",
                    invalidKeys.has(block.key) && "border-red-400",
                  )}
                >
                  <span className="font-semibold text-slate-900">
                    <BlockTimeRange startTime={block.startTime} endTime={block.endTime} />
                  </span>
                  <span
                    className={clsx(
                      "min-w-0 flex-1 truncate",
                      block.activity.trim() ? "text-slate-800" : "text-slate-500 italic",
                    )}
                  >
                    {block.activity.trim() || t("routines.blocks.untitled")}
                  </span>
                  <BlockTypeBadge type={block.type} />
                </button>
                {isSelected && <div className="mt-2">{editor}</div>}
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" size="sm" onClick={onAdd}>
        <PlusIcon className="h-4 w-4" />
        {t("routines.blocks.add")}
      </Button>
    </section>
  );
}
