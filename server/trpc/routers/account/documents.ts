import {
  DocumentIdSchema,
  DocumentItemSchema,
  DocumentUploadSchema,
  documentFileSchema,
} from '../../../../src/shared/account';
import { IdAnswerSchema } from '../../../../src/shared/answers';
import { z } from '../../../../src/shared/zod';
import {
  type DocumentFile,
  deleteDocument,
  documentFile,
  listDocuments,
  uploadDocument,
} from '../../../account/documents';
import { rateLimitRules } from '../../../rate-limit/service';
import { createRouter, protectedProcedure } from '../../init';
import { rateLimited } from '../../rate-limit';

/** 'Documents' of the personal area: each user sees, adds and removes only their own (404 for others'). */
export const accountDocumentsRouter = createRouter({
  list: protectedProcedure
    .output(z.array(DocumentItemSchema))
    .query(({ ctx }) => listDocuments(ctx.db, ctx.user.id)),
  /**
   * POST /api/user/documents (multipart `file`, `name`, `category`, `expirationDate?`; not over /trpc,
   * which takes JSON only): 415 unless PDF, JPEG, PNG, WebP, HEIC or DOCX by its bytes, 413 over 10 MiB.
   */
  upload: protectedProcedure
    .meta({ movesFiles: true })
    .use(rateLimited(rateLimitRules.uploads))
    .input(DocumentUploadSchema)
    .output(DocumentItemSchema)
    .mutation(({ ctx, input }) => uploadDocument(ctx.db, ctx.deps.storage, ctx.log, ctx.user.id, input)),
  delete: protectedProcedure
    .meta({ movesFiles: true })
    .input(DocumentIdSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) => deleteDocument(ctx.db, ctx.deps.storage, ctx.log, ctx.user.id, input.id)),
  /**
   * The document's name, type and size, and `open()` for its bytes, which only the REST door's
   * download and preview answers call (over /trpc the answer is the metadata alone).
   */
  file: protectedProcedure
    .meta({ movesFiles: true })
    .input(DocumentIdSchema)
    .output(documentFileSchema<DocumentFile['open']>())
    .query(({ ctx, input }) => documentFile(ctx.db, ctx.deps.storage, ctx.user.id, input.id)),
});
