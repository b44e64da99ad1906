import {
  TravelRequestSchema,
  type TravelSubmitResult,
  TravelSubmitResultSchema,
} from '../../../src/shared/travel';
import { rateLimitRules } from '../../rate-limit/service';
import { submitTravelRequest } from '../../travel/service';
import { createRouter, publicProcedure } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';

/** The travel-insurance request of /travel/travelinsurance (and POST /api/travel/submit). */
export const travelRouter = createRouter({
  submit: publicProcedure
    .use(rateLimited(rateLimitRules.forms))
    .use(flushOutboxAfter)
    .input(TravelRequestSchema)
    .output(TravelSubmitResultSchema)
    .mutation(
      ({ ctx, input }): Promise<TravelSubmitResult> =>
        submitTravelRequest(
          ctx.db,
          ctx.deps.mailer,
          {
            agencyEmail: ctx.deps.config.mail.agencyEmail,
            publicUrl: ctx.deps.config.publicUrl,
            dataKeys: ctx.deps.config.dataKeys,
          },
          input,
        ),
    ),
});
