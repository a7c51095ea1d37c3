// Text with its weights and distances in the reader's units; each converted amount keeps the
// original in its title (hover, long-press, screen readers) and "Show original" restores all.
import { convertUnits } from "../../../domain/units";
import "./translation.css";
import type { MeasurementSystem } from "../../../domain/translation";

export function UnitText({ text, units }: { text: string; units: MeasurementSystem }) {
  return (
    <>
      {convertUnits(text, units).map((segment, index) =>
        typeof segment === "string" ? (
          segment
        ) : (
          <abbr key={index} title={segment.original} className="decoration-dotted">
            {segment.converted}
          </abbr>
        ),
      )}
    </>
  );
}
