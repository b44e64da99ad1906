/**
 * The customer's claims: filing one under their own policy, following it, and adding documents. Every
 * claim, policy, document and request is looked up with the caller's id: another user's is a 404.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { accountMessages } from '../../src/shared/account';
import {
  type ClaimAttachSchema,
  type ClaimCreateSchema,
  type ClaimDetails,
  type ClaimItem,
  claimMessages,
  claimReference,
  claimTakesDocuments,
} from '../../src/shared/claims';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import {
  claimDocumentRequests,
  claimDocuments,
  claimEvents,
  claims,
  insurancePolicies,
  userDocuments,
  userProfiles,
  users,
} from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { claimDocumentNotice, newClaimNotice } from './mails';

/** Where the agency's notices go. */
export interface AgencyMail {
  mailer: Mailer;
  agencyEmail: string;
}

const itemColumns = {
  id: claims.id,
  policyId: claims.policyId,
  status: claims.status,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
};

const withReference = <T extends { id: number; createdAt: Date }>(row: T) => ({
  ...row,
  reference: claimReference(row.id, row.createdAt),
});

/** 404 unless every id is one of the user's documents; answers their names by id. */
async function ownDocuments(db: Db, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: userDocuments.id, name: userDocuments.name })
    .from(userDocuments)
    .where(and(eq(userDocuments.userId, userId), inArray(userDocuments.id, unique)));
  if (rows.length !== unique.length) throw notFound(accountMessages.documentNotFound);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Files a claim with its first step and documents, and mails the agency: one transaction. */
export function createClaim(
  db: Db,
  mail: AgencyMail,
  userId: number,
  input: z.output<typeof ClaimCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const [policy] = await tx
      .select({
        startDate: insurancePolicies.startDate,
        policyNumber: insurancePolicies.policyNumber,
        policyType: insurancePolicies.policyType,
      })
      .from(insurancePolicies)
      .where(and(eq(insurancePolicies.id, input.policyId), eq(insurancePolicies.userId, userId)));
    if (!policy) throw notFound(accountMessages.policyNotFound);
    if (input.eventDate < policy.startDate) {
      throw invalid(claimMessages.eventBeforePolicy, [
        { path: 'eventDate', message: claimMessages.eventBeforePolicy },
      ]);
    }
    const documents = await ownDocuments(tx, userId, input.documentIds ?? []);
    const [claim] = await tx
      .insert(claims)
      .values({
        userId,
        policyId: input.policyId,
        eventDate: input.eventDate,
        description: input.description,
      })
      .returning({ id: claims.id, createdAt: claims.createdAt });
    if (!claim) throw new Error('insert returned no row');
    await tx.insert(claimEvents).values({ claimId: claim.id, status: 'received', at: claim.createdAt });
    if (documents.size > 0) {
      await tx
        .insert(claimDocuments)
        .values([...documents.keys()].map((documentId) => ({ claimId: claim.id, documentId })));
    }
    const [customer] = await tx
      .select({ username: users.username, email: users.email, fullName: userProfiles.fullName })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!customer) throw notFound(accountMessages.customerNotFound);
    const reference = claimReference(claim.id, claim.createdAt);
    await mail.mailer.enqueue(
      tx,
      newClaimNotice(
        mail.agencyEmail,
        { ...input, reference, documents: documents.size },
        { ...customer, fullName: customer.fullName ?? '' },
        policy,
      ),
    );
    return { id: claim.id, reference, status: 'received' as const };
  });
}

/** The user's claims, newest first. */
export async function listClaims(db: Db, userId: number): Promise<ClaimItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(claims)
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.createdAt), desc(claims.id));
  return rows.map(withReference);
}

/** A claim's steps (oldest first), document requests and documents, as both the customer and staff see them. */
export async function claimParts(db: Db, claimId: number) {
  const [timeline, requests, documents] = await Promise.all([
    db
      .select({ status: claimEvents.status, at: claimEvents.at, note: claimEvents.note })
      .from(claimEvents)
      .where(eq(claimEvents.claimId, claimId))
      .orderBy(asc(claimEvents.at), asc(claimEvents.id)),
    db
      .select({
        id: claimDocumentRequests.id,
        title: claimDocumentRequests.title,
        documentId: claimDocumentRequests.documentId,
      })
      .from(claimDocumentRequests)
      .where(eq(claimDocumentRequests.claimId, claimId))
      .orderBy(asc(claimDocumentRequests.id)),
    db
      .select({ id: userDocuments.id, name: userDocuments.name, addedAt: claimDocuments.addedAt })
      .from(claimDocuments)
      .innerJoin(userDocuments, eq(userDocuments.id, claimDocuments.documentId))
      .where(eq(claimDocuments.claimId, claimId))
      .orderBy(asc(claimDocuments.addedAt), asc(userDocuments.id)),
  ]);
  return {
    timeline: timeline.map(({ note, ...step }) => (note ? { ...step, note } : step)),
    documentRequests: requests.map(({ documentId, ...request }) =>
      documentId === null ? request : { ...request, documentId },
    ),
    documents,
  };
}

/** One of the user's claims with its timeline, requests and documents; another user's is a 404. */
export async function getClaim(db: Db, userId: number, id: number): Promise<ClaimDetails> {
  const [row] = await db
    .select({
      ...itemColumns,
      eventDate: claims.eventDate,
      description: claims.description,
      policyNumber: insurancePolicies.policyNumber,
      policyType: insurancePolicies.policyType,
    })
    .from(claims)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, claims.policyId))
    .where(and(eq(claims.id, id), eq(claims.userId, userId)));
  if (!row) throw notFound(claimMessages.notFound);
  const { policyNumber, policyType, ...claim } = row;
  return { ...withReference(claim), policy: { policyNumber, policyType }, ...(await claimParts(db, id)) };
}

/**
 * Adds one of the user's documents to their claim, answering the request when one is named, and mails
 * the agency. A closed claim takes no more documents (409).
 */
export function attachClaimDocument(
  db: Db,
  mail: AgencyMail,
  userId: number,
  input: z.output<typeof ClaimAttachSchema>,
) {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: claims.id, status: claims.status, createdAt: claims.createdAt })
      .from(claims)
      .where(and(eq(claims.id, input.id), eq(claims.userId, userId)))
      .for('update');
    if (!claim) throw notFound(claimMessages.notFound);
    if (!claimTakesDocuments(claim.status)) throw conflict(claimMessages.closed);
    const names = await ownDocuments(tx, userId, [input.documentId]);
    let requestTitle: string | undefined;
    if (input.requestId !== undefined) {
      const [request] = await tx
        .update(claimDocumentRequests)
        .set({ documentId: input.documentId })
        .where(
          and(eq(claimDocumentRequests.id, input.requestId), eq(claimDocumentRequests.claimId, claim.id)),
        )
        .returning({ title: claimDocumentRequests.title });
      if (!request) throw notFound(claimMessages.requestNotFound);
      requestTitle = request.title;
    }
    await tx
      .insert(claimDocuments)
      .values({ claimId: claim.id, documentId: input.documentId })
      .onConflictDoNothing();
    await tx.update(claims).set({ updatedAt: new Date() }).where(eq(claims.id, claim.id));
    await mail.mailer.enqueue(
      tx,
      claimDocumentNotice(
        mail.agencyEmail,
        claimReference(claim.id, claim.createdAt),
        names.get(input.documentId) ?? '',
        requestTitle,
      ),
    );
    return { ok: true as const };
  });
}

/** Every claim of the user as the data export holds it: the claim, its steps, requests and documents. */
export async function exportClaims(db: Db, userId: number) {
  const rows = await db
    .select({
      id: claims.id,
      policyNumber: insurancePolicies.policyNumber,
      status: claims.status,
      eventDate: claims.eventDate,
      description: claims.description,
      createdAt: claims.createdAt,
      updatedAt: claims.updatedAt,
    })
    .from(claims)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, claims.policyId))
    .where(eq(claims.userId, userId))
    .orderBy(asc(claims.id));
  const result = [];
  for (const row of rows) {
    const { documents, ...parts } = await claimParts(db, row.id);
    result.push({
      reference: claimReference(row.id, row.createdAt),
      ...row,
      ...parts,
      documentIds: documents.map((d) => d.id),
    });
  }
  return result;
}
