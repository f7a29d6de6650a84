/**
 * CSV export (RFC 4180, comma-separated, CRLF, UTF-8 with a byte-order mark so Excel reads the umlauts). A cell that a
 * spreadsheet would run as a formula — starting with =, +, -, @, a tab or a carriage return — gets a leading
 * apostrophe (OWASP "CSV injection"); cells with a comma, quote or line break are quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let s: string;
  if (value === null || value === undefined) s = '';
  else if (typeof value === 'string') s = value;
  else if (typeof value === 'number' || typeof value === 'boolean') s = String(value);
  else if (value instanceof Date) s = value.toISOString();
  else if (Array.isArray(value)) s = value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  else s = JSON.stringify(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
