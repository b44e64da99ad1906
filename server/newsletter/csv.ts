/** A cell safe for Excel: a leading = + - @ (or tab, CR) would make it a formula, so it gets a '. */
function cell(value: string | Date | null | undefined): string {
  let text = value instanceof Date ? value.toISOString() : (value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a UTF-8 byte order mark, so Excel reads Hebrew; CRLF line ends. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | Date | null | undefined)[])[],
) {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface SubscriberRow {
  email: string;
  status: string;
  subscribedAt: Date;
  consentAt: Date;
  unsubscribedAt: Date | null;
}

export function subscribersCsv(subscribers: readonly SubscriberRow[]) {
  return toCsv(
    ['email', 'status', 'subscribedAt', 'consentAt', 'unsubscribedAt'],
    subscribers.map((s) => [s.email, s.status, s.subscribedAt, s.consentAt, s.unsubscribedAt]),
  );
}
