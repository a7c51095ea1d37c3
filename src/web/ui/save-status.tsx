// The spoken line under a settings card that saves on every change (see use-save-feedback.ts).
import type { SaveOutcome } from "../lib/use-save-feedback";

interface SaveStatusProps {
  feedback: { outcome: SaveOutcome; isShown: boolean };
  saved: string;
  failed: string;
}

export function SaveStatus({ feedback, saved, failed }: SaveStatusProps) {
  return (
    <p role="status" className="min-h-5 text-sm">
      {feedback.isShown &&
        (feedback.outcome === "saved" ? (
          <span className="text-green-700">{saved}</span>
        ) : (
          <span className="font-medium text-red-700">{failed}</span>
        ))}
    </p>
  );
}
