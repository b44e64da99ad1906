import { describe, expect, it } from 'vitest';
import { subscribersCsv } from './csv';

describe('subscribersCsv', () => {
  it('has a Hebrew header row and one line per subscriber, statuses and times as the page shows them', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    const csv = subscribersCsv([
      { email: 'a@example.com', status: 'active', subscribedAt: at, consentAt: at, unsubscribedAt: null },
      {
        email: '=evil@example.com',
        status: 'unsubscribed',
        subscribedAt: at,
        consentAt: at,
        unsubscribedAt: at,
      },
    ]);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'דוא״ל,סטטוס,תאריך הרשמה,תאריך הסכמה לדיוור,תאריך הסרה',
      'a@example.com,פעיל,01.03.2026 12:00,01.03.2026 12:00,',
      "'=evil@example.com,הוסר,01.03.2026 12:00,01.03.2026 12:00,01.03.2026 12:00",
      '',
    ]);
  });
});
