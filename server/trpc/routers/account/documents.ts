import { createRouter } from '../../init';

export const accountDocumentsRouter = createRouter({});
