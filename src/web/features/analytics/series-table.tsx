// The figures of a chart as a table: what a screen reader reads, and what "Show table" shows.
export interface TableColumn {
  label: string;
  values: number[];
  format: (value: number) => string;
}

export function SeriesTable({
  caption,
  rowHeader,
  rows,
  columns,
}: {
  caption: string;
  rowHeader: string;
  rows: string[];
  columns: TableColumn[];
}) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-3 py-2 text-right font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={row}>
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal text-slate-700">
                {row}
              </th>
              {columns.map((column) => (
                <td key={column.label} className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums text-slate-900">
                  {column.format(column.values[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
