import { createRouter } from '../../init';

export const accountProfileRouter = createRouter({});
