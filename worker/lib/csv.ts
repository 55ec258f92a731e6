/** Byte order mark at the start of every CSV download, so spreadsheets read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

/**
 * A formula character (=, +, -, @, tab or carriage return) where a spreadsheet starts a cell: at the start of the
 * text, or after a `;` or `,` (spreadsheets set to German, French and other languages split a row at `;`, and a
 * program that ignores the quotes splits at `,`), white space between them included (OWASP "CSV injection").
 */
const FORMULA_AT_CELL_START = /(^|[;,]\s*)(?=[=+\-@\t\r])/g;

/**
 * One CSV cell per RFC 4180, neutralised against spreadsheet formula injection: every place where a spreadsheet
 * could start a cell with a formula character gets an apostrophe before it, and every cell is quoted, its quotes
 * doubled. Numbers are the Worker's own and are written as they are (quoted like the rest).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string") text = text.replace(FORMULA_AT_CELL_START, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF-terminated, as RFC 4180 specifies). */
export function csvRow(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
