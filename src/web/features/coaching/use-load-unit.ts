// The unit loads are typed and shown in: the reader's own choice of measurement units, or their
// language's usual one (pounds in English, kilograms otherwise). Stored loads are always kg.
import type { LoadUnit } from "../../../domain/coaching";
import { defaultMeasurementSystem } from "../../../domain/units";
import { useTranslation } from "../../i18n";
import { useReadingPreferences } from "../translation";

export function useLoadUnit(): LoadUnit {
  const { i18n } = useTranslation();
  const preferences = useReadingPreferences();
  const system = preferences.measurementUnits ?? defaultMeasurementSystem(i18n.language);
  return system === "imperial" ? "lb" : "kg";
}
