import { createRouter } from '../../init';
import { accountClaimsRouter } from './claims';
import { accountDocumentsRouter } from './documents';
import { accountEmailRouter } from './email';
import { accountPasskeysRouter } from './passkeys';
import { accountPoliciesRouter } from './policies';
import { accountPortfolioRouter } from './portfolio';
import { accountPrivacyRouter } from './privacy';
import { accountProfileRouter } from './profile';
import { accountRequestsRouter } from './requests';
import { accountSecondFactorRouter } from './second-factor';
import { accountSessionsRouter } from './sessions';

/** Everything under `account.*`: the signed-in customer's own data (the personal area), user tier. */
export const accountRouter = createRouter({
  profile: accountProfileRouter,
  policies: accountPoliciesRouter,
  portfolio: accountPortfolioRouter,
  claims: accountClaimsRouter,
  requests: accountRequestsRouter,
  documents: accountDocumentsRouter,
  privacy: accountPrivacyRouter,
  sessions: accountSessionsRouter,
  email: accountEmailRouter,
  passkeys: accountPasskeysRouter,
  secondFactor: accountSecondFactorRouter,
});
