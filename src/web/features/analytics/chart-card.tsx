// A chart with its title, its figures as a table behind "Show table", and "Download CSV".
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ChartCanvas, type ChartSeries } from "../../ui/chart-canvas";
import { downloadCsv, type Cell } from "./csv";
import { SeriesTable } from "./series-table";

/** A series of the card: drawn, or only in the table and the CSV when its units differ (money beside counts). */
export interface CardSeries extends ChartSeries {
  isTableOnly?: boolean;
  /** How this column reads and is written, when it differs from the chart's. */
  formatValue?: (value: number) => string;
  csvValue?: (value: number) => Cell;
}

export interface ChartCardProps {
  title: string;
  description?: string;
  kind: "line" | "bar";
  /** Shown on the axis and in the table. */
  labels: string[];
  /** The rows' keys in the CSV (dates as YYYY-MM-DD, sources by name). */
  keys: string[];
  rowHeader: string;
  series: CardSeries[];
  formatValue: (value: number) => string;
  /** The value written to the CSV (money as decimal units rather than cents). */
  csvValue?: (value: number) => Cell;
  filename: string;
}

export function ChartCard({
  title,
  description,
  kind,
  labels,
  keys,
  rowHeader,
  series,
  formatValue,
  csvValue,
  filename,
}: ChartCardProps) {
  const { t } = useTranslation();
  const [isTableShown, setTableShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const cell = (item: CardSeries, value: number) => {
    const write = item.csvValue ?? (item.formatValue ? undefined : csvValue);
    return write ? write(value) : value;
  };
  const download = () =>
    downloadCsv(
      filename,
      [rowHeader, ...series.map((item) => item.label)],
      keys.map((key, index) => [key, ...series.map((item) => cell(item, item.values[index] ?? 0))]),
    );
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? t("analytics.hideTable") : t("analytics.showTable")}
          </Button>
          <Button variant="secondary" size="sm" onClick={download} aria-label={t("analytics.downloadCsvOf", { title })}>
            {t("analytics.downloadCsv")}
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <ChartCanvas
          kind={kind}
          labels={labels}
          series={series.filter((item) => !item.isTableOnly)}
          label={t("analytics.chartLabel", { title })}
          formatValue={formatValue}
        />
      </div>
      <div id={tableId} hidden={!isTableShown} className="mt-4">
        <SeriesTable
          caption={title}
          rowHeader={rowHeader}
          rows={labels}
          columns={series.map((item) => ({
            label: item.label,
            values: item.values,
            format: item.formatValue ?? formatValue,
          }))}
        />
      </div>
    </section>
  );
}
