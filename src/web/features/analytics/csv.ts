// CSV of one series, downloaded by the browser: RFC 4180 quoting, and a byte-order mark so
// spreadsheet programs read accents right.

export type Cell = string | number;

const quote = (cell: Cell) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: string[], rows: Cell[][]) =>
  [header, ...rows].map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";

export function downloadCsv(filename: string, header: string[], rows: Cell[][]) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", toCsv(header, rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
