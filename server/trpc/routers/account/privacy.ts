import { createRouter } from '../../init';

export const accountPrivacyRouter = createRouter({});
