/**
 * CSV text (RFC 4180) for staff exports: fields with a comma, quote or line break are quoted with inner quotes
 * doubled; lines end with CRLF. A text field starting with = + - @ or a tab is prefixed with ' so a spreadsheet does
 * not run it as a formula (page names come from clients). A BOM leads so spreadsheets read the file as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const field = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
