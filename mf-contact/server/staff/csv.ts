/**
 * CSV the office opens in a spreadsheet (OWASP "CSV Injection"): every cell is quoted with its quotes
 * doubled, and a cell starting with = + - @, a tab or a carriage return (what Excel, LibreOffice and
 * Google Sheets read as the start of a formula) is prefixed with ' so it is shown as text, never run.
 * Lines end with CRLF (RFC 4180); the route adds a UTF-8 byte order mark, so Excel reads Hindi and
 * Gujarati names as they were typed.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header and rows as one CSV text. */
export const csvText = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** The byte order mark that tells a spreadsheet the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';
