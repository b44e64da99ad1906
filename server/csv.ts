import { israelDateTime } from '../src/shared/israel-time';

/**
 * A cell safe for Excel: a leading = + - @ (or tab, CR) would make it a formula, so it gets a '. A time
 * is written as Israel's clocks showed it, 'dd.mm.yyyy HH:mm'.
 */
function cell(value: string | Date | null | undefined): string {
  let text = value instanceof Date ? israelDateTime(value) : (value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The one CSV writer of the admin's exports: RFC 4180 with a UTF-8 byte order mark, so Excel reads
 * Hebrew; CRLF line ends. Headers and values are written as the admin pages show them (Hebrew, Israel
 * time, days as dd.mm.yyyy).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | Date | null | undefined)[])[],
) {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
