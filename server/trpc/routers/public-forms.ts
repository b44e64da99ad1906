import { TRPCError } from '@trpc/server';
import { ContactSchema } from '../../../src/shared/contact';
import { NewsletterSubscribeSchema, NewsletterUnsubscribeSchema } from '../../../src/shared/newsletter';
import { submitContact } from '../../contact/service';
import { rateLimitRules } from '../../http/rate-limit';
import { subscribe, unsubscribe } from '../../newsletter/service';
import { createRouter, publicProcedure } from '../init';
import { rateLimited } from '../rate-limit';

const formProcedure = publicProcedure.use(rateLimited(rateLimitRules.forms));

export const newsletterRouter = createRouter({
  subscribe: formProcedure.input(NewsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const result = await subscribe(ctx.db, ctx.deps.mailer, ctx.deps.config.publicUrl, input.email);
    if (result.created)
      void ctx.deps.mailer.flush(ctx.db).catch((err) => ctx.log.error({ err }, 'outbox flush failed'));
    return result;
  }),
  unsubscribe: formProcedure.input(NewsletterUnsubscribeSchema).mutation(async ({ ctx, input }) => {
    if (!(await unsubscribe(ctx.db, input.token))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'קישור ההסרה אינו תקף' });
    }
    return { ok: true as const };
  }),
});

export const contactRouter = createRouter({
  submit: formProcedure.input(ContactSchema).mutation(async ({ ctx, input }) => {
    const result = await submitContact(ctx.db, ctx.deps.mailer, ctx.deps.config.mail.agencyEmail, input);
    void ctx.deps.mailer.flush(ctx.db).catch((err) => ctx.log.error({ err }, 'outbox flush failed'));
    return result;
  }),
});
