// CSV for the admin exports (users, payments): one way to write a cell, safe in spreadsheets.

/**
 * One cell, RFC 4180 style. A cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that some apps skip before one) gets a leading single
 * quote, so it is shown as text (OWASP "CSV injection"). Cells holding a comma, quote or line
 * break are quoted, with quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows → CSV text with CRLF line ends (RFC 4180), each row ending in one. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
