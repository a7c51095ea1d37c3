// Today's routine on the profile's routine tab, translated on request: title, notes and each
// block's activity and description, amounts in the reader's units.
import type { ReactNode } from "react";
import type { PublicRoutine } from "../../../domain/routines";
import type { RoutineTranslation } from "../../../domain/translation";
import { withReaderUnits } from "../../../domain/units";
import { useCreatorProfile } from "../creators";
import { useViewer } from "../creators";
import { TranslateBar } from "./translate-bar";
import { translatableLanguage, useContentTranslation } from "./use-content-translation";

export function useRoutineTranslation(
  username: string,
  routine: PublicRoutine | null,
): { apply(routine: PublicRoutine | null): PublicRoutine | null; bar: ReactNode } {
  const viewer = useViewer();
  const creator = useCreatorProfile(username, viewer);
  const subject =
    routine && !routine.isLocked ? ({ subject: "routine", username, date: routine.routineDate } as const) : null;
  const translation = useContentTranslation(
    subject,
    translatableLanguage(creator.data),
    (fields): RoutineTranslation | null => ("blocks" in fields ? fields : null),
  );
  const fields = translation.fields;
  const inUnits = (text: string) => withReaderUnits(text, translation.units);
  return {
    apply: (original) => {
      if (!fields || !original || original.isLocked) return original;
      return {
        ...original,
        title: inUnits(fields.title),
        notes: inUnits(fields.notes ?? original.notes),
        blocks: original.blocks.map((block, index) => {
          const translated = fields.blocks?.[index];
          return translated
            ? { ...block, activity: inUnits(translated.activity), description: inUnits(translated.description) }
            : block;
        }),
      };
    },
    bar: <TranslateBar translation={translation} />,
  };
}
