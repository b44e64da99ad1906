import { type SubscriberStatus, subscriberStatusLabels } from '../../src/shared/newsletter';
import { toCsv } from '../csv';

export interface SubscriberRow {
  email: string;
  status: SubscriberStatus;
  subscribedAt: Date;
  consentAt: Date;
  unsubscribedAt: Date | null;
}

export function subscribersCsv(subscribers: readonly SubscriberRow[]) {
  return toCsv(
    ['דוא״ל', 'סטטוס', 'תאריך הרשמה', 'תאריך הסכמה לדיוור', 'תאריך הסרה'],
    subscribers.map((s) => [
      s.email,
      subscriberStatusLabels[s.status],
      s.subscribedAt,
      s.consentAt,
      s.unsubscribedAt,
    ]),
  );
}
