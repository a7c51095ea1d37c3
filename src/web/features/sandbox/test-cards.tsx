// Stripe's test card numbers, each with what it does, to copy or to put straight into the form.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { sandboxTestCards } from "../../../domain/sandbox-payments";
import { Button } from "../../ui/button";
import { brandName, groupCardNumber } from "./format";

export function TestCards({ onUse }: { onUse?: (number: string) => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState("");
  const titleId = useId();

  async function copy(number: string) {
    const grouped = groupCardNumber(number);
    try {
      await navigator.clipboard.writeText(number);
      setNotice(t("sandbox.testCards.copied", { number: grouped }));
    } catch {
      // No clipboard outside a secure context, or permission refused: the number is on screen to select.
      setNotice(t("sandbox.testCards.copyFailed", { number: grouped }));
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <h3 id={titleId} className="font-bold text-slate-900">
        {t("sandbox.testCards.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("sandbox.testCards.hint")}</p>
      <ul className="mt-3 divide-y divide-slate-200">
        {sandboxTestCards.map((card) => {
          const grouped = groupCardNumber(card.number);
          return (
            <li key={card.number} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold tracking-wide text-slate-900 select-all">{grouped}</p>
                <p className="text-sm text-slate-600">
                  {brandName(card.brand) ?? card.brand} · {t(`sandbox.testCards.behavior.${card.behavior}`)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" onClick={() => void copy(card.number)}>
                  {t("sandbox.testCards.copy")}
                  <span className="sr-only"> {grouped}</span>
                </Button>
                {onUse && (
                  <Button variant="ghost" size="sm" onClick={() => onUse(card.number)}>
                    {t("sandbox.testCards.use")}
                    <span className="sr-only"> {grouped}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {notice}
      </p>
    </section>
  );
}
