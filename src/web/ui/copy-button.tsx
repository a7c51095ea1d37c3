// Copies text to the clipboard and says so; where the clipboard is refused, says to copy by hand.
import { useState } from "react";
import { useTranslation } from "../i18n";
import { Button } from "./button";

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      // No clipboard outside a secure context, or permission refused: the text is on screen to select.
      setOutcome("failed");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="text-sm">
        {outcome === "copied" && <span className="text-green-700">{t("common.copy.copied")}</span>}
        {outcome === "failed" && <span className="text-red-700">{t("common.copy.failed")}</span>}
      </span>
    </span>
  );
}
