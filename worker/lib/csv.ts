/** Byte order mark at the start of every CSV download, so spreadsheets read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** Cells starting with these could run as a formula in a spreadsheet (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell per RFC 4180, neutralised against spreadsheet formula injection: a cell that starts with
 * =, +, -, @, tab or carriage return gets a leading apostrophe; a cell with a comma, quote or line break is
 * quoted with its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 specifies). */
export function csvRow(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
