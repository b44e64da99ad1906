import { EmailSchema } from './auth';
import { ListPageSchema, pageOf } from './paging';
import { z } from './zod';

export const NewsletterSubscribeSchema = z.object({
  email: z.string({ error: 'יש להזין כתובת דוא״ל' }).pipe(EmailSchema),
});

export const NewsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'קישור ההסרה אינו תקין' })
    .trim()
    .min(16, 'קישור ההסרה אינו תקין')
    .max(200, 'קישור ההסרה אינו תקין'),
});
export const subscriberStatuses = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  active: 'פעיל',
  unsubscribed: 'הוסר',
};

/** One page of subscribers, newest first; `search`: part of the e-mail. */
export const SubscriberListSchema = ListPageSchema.extend({
  status: z.enum(subscriberStatuses, { error: 'סטטוס לא תקין' }).optional(),
});

/** What a subscribe answers: the address, its status after the call, and what the call changed. */
export const SubscriptionSchema = z.object({
  email: z.string(),
  status: z.enum(subscriberStatuses),
  change: z.enum(['created', 'resubscribed', 'unchanged']),
});

/** A subscriber as the admin list answers it. */
export const SubscriberSchema = z.object({
  email: z.string(),
  status: z.enum(subscriberStatuses),
  subscribedAt: z.date(),
  consentAt: z.date(),
  unsubscribedAt: z.date().nullable(),
});

/** A page of subscribers, with per-status counts of the same search (the filter chips). */
export const SubscriberPageSchema = pageOf(SubscriberSchema).extend({
  counts: z.record(z.enum(subscriberStatuses), z.number()),
});
