import { IdAnswerSchema, OkSchema } from '../../../src/shared/answers';
import { ContactSchema } from '../../../src/shared/contact';
import {
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeSchema,
  SubscriptionSchema,
} from '../../../src/shared/newsletter';
import { submitContact } from '../../contact/service';
import { subscribe, unsubscribe } from '../../newsletter/service';
import { rateLimitRules } from '../../rate-limit/service';
import { createRouter, publicProcedure } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';

const formProcedure = publicProcedure.use(rateLimited(rateLimitRules.forms));

export const newsletterRouter = createRouter({
  subscribe: formProcedure
    .use(flushOutboxAfter)
    .input(NewsletterSubscribeSchema)
    .output(SubscriptionSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.db, ctx.deps.mailer, ctx.deps.config.publicUrl, input.email)),

  unsubscribe: formProcedure
    .input(NewsletterUnsubscribeSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await unsubscribe(ctx.db, input.token);
      return { ok: true as const };
    }),
});

export const contactRouter = createRouter({
  submit: formProcedure
    .use(flushOutboxAfter)
    .input(ContactSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) =>
      submitContact(ctx.db, ctx.deps.mailer, ctx.deps.config.mail.agencyEmail, input),
    ),
});
