/**
 * The staff's side of claims: the queue (paged, by status, searched by reference, customer's name or
 * policy number), one claim whole, its moves along the path and the documents asked of the customer.
 * Every move mails the customer in the same transaction.
 */
import { and, count, desc, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import {
  type AdminClaim,
  type ClaimDocumentRequestSchema,
  type ClaimListSchema,
  type ClaimMoveSchema,
  type ClaimRow,
  type ClaimStatus,
  canMoveClaim,
  claimIdOfReference,
  claimMessages,
  claimMoves,
  claimReference,
  moveRefused,
} from '../../src/shared/claims';
import type { Page } from '../../src/shared/paging';
import { cleanName } from '../../src/shared/text';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import { containing, pageOf } from '../db/paging';
import {
  claimDocumentRequests,
  claimEvents,
  claims,
  insurancePolicies,
  userProfiles,
  users,
} from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { claimDueDates } from './due-dates';
import { claimUpdateMail } from './mails';
import { claimParts } from './service';

/**
 * The claims of the search: the reference's claim, or the claims of customers whose full name or user
 * name contains it, or of policies whose number does; each part by its own index, then their union.
 */
function searchCondition(db: Db, search: string): SQL {
  const text = containing(search);
  const byName = db
    .select({ id: claims.id })
    .from(claims)
    .where(
      inArray(
        claims.userId,
        union(
          db.select({ id: userProfiles.userId }).from(userProfiles).where(ilike(userProfiles.fullName, text)),
          db.select({ id: users.id }).from(users).where(ilike(users.username, text)),
        ),
      ),
    );
  const byPolicy = db
    .select({ id: claims.id })
    .from(claims)
    .where(
      inArray(
        claims.policyId,
        db
          .select({ id: insurancePolicies.id })
          .from(insurancePolicies)
          .where(ilike(insurancePolicies.policyNumber, text)),
      ),
    );
  const id = claimIdOfReference(search);
  const matching =
    id === undefined
      ? union(byName, byPolicy)
      : union(byName, byPolicy, db.select({ id: claims.id }).from(claims).where(eq(claims.id, id)));
  return inArray(claims.id, matching);
}

function whereOf(db: Db, input: z.output<typeof ClaimListSchema>): SQL | undefined {
  const term = cleanName(input.search ?? '');
  return and(
    term ? searchCondition(db, term) : undefined,
    input.status ? eq(claims.status, input.status) : undefined,
  );
}

const newestFirst = [desc(claims.createdAt), desc(claims.id)];

const rowColumns = {
  id: claims.id,
  policyId: claims.policyId,
  status: claims.status,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
  acknowledgedAt: claims.acknowledgedAt,
  decidedAt: claims.decidedAt,
  userId: users.id,
  username: users.username,
  fullName: userProfiles.fullName,
  policyNumber: insurancePolicies.policyNumber,
  policyType: insurancePolicies.policyType,
};

/** The rows of the page's ids, in the queue's order. */
const rowsOf = (db: Db, ids: SQLWrapper) =>
  db
    .select(rowColumns)
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, claims.policyId))
    .leftJoin(userProfiles, eq(userProfiles.userId, claims.userId))
    .where(inArray(claims.id, ids))
    .orderBy(...newestFirst);

function toRow(row: Awaited<ReturnType<typeof rowsOf>>[number]): ClaimRow {
  const { acknowledgedAt, decidedAt, userId, username, fullName, policyNumber, policyType, ...claim } = row;
  return {
    ...claim,
    reference: claimReference(claim.id, claim.createdAt),
    customer: { id: userId, username, fullName: fullName ?? '' },
    policyNumber,
    policyType,
    dueDates: claimDueDates({ ...claim, acknowledgedAt, decidedAt }),
  };
}

/** One page of the queue, newest first, with the total of the same search and status. */
export async function listClaimQueue(
  db: Db,
  input: z.output<typeof ClaimListSchema>,
): Promise<Page<ClaimRow>> {
  const where = whereOf(db, input);
  const page = await pageOf(
    input,
    db
      .select({ id: claims.id })
      .from(claims)
      .where(where)
      .orderBy(...newestFirst),
    (ids) => rowsOf(db, ids),
    db
      .select({ n: count() })
      .from(claims)
      .where(where)
      .then(([row]) => row?.n ?? 0),
  );
  return { ...page, items: page.items.map(toRow) };
}

/** One claim as staff see it: the customer, the policy, the steps, documents, due dates and the moves left. */
export async function getAdminClaim(db: Db, id: number): Promise<AdminClaim> {
  const [row] = await db
    .select({
      id: claims.id,
      policyId: claims.policyId,
      status: claims.status,
      eventDate: claims.eventDate,
      description: claims.description,
      acknowledgedAt: claims.acknowledgedAt,
      decidedAt: claims.decidedAt,
      createdAt: claims.createdAt,
      updatedAt: claims.updatedAt,
      customer: {
        id: users.id,
        username: users.username,
        email: users.email,
        fullName: sql<string>`coalesce(${userProfiles.fullName}, '')`,
        phone: sql<string>`coalesce(${userProfiles.phone}, '')`,
      },
      policy: {
        id: insurancePolicies.id,
        policyNumber: insurancePolicies.policyNumber,
        policyType: insurancePolicies.policyType,
        startDate: insurancePolicies.startDate,
        endDate: insurancePolicies.endDate,
      },
    })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, claims.policyId))
    .leftJoin(userProfiles, eq(userProfiles.userId, claims.userId))
    .where(eq(claims.id, id));
  if (!row) throw notFound(claimMessages.notFound);
  const { acknowledgedAt, decidedAt, ...claim } = row;
  return {
    ...claim,
    reference: claimReference(claim.id, claim.createdAt),
    dueDates: claimDueDates(row),
    moves: [...claimMoves[claim.status]],
    ...(await claimParts(db, id)),
  };
}

/** Locks the claim for its move; answers its status and its customer's address. */
async function lockClaim(tx: Db, id: number) {
  const [claim] = await tx
    .select({ id: claims.id, status: claims.status, createdAt: claims.createdAt, email: users.email })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(eq(claims.id, id))
    .for('update', { of: claims });
  if (!claim) throw notFound(claimMessages.notFound);
  return claim;
}

interface MoveMail {
  mailer: Mailer;
  publicUrl: string;
}

/** Sets the status, records the step with its note and mails the customer; 409 off the path. */
async function move(
  tx: Db,
  mail: MoveMail,
  claim: Awaited<ReturnType<typeof lockClaim>>,
  actorId: number,
  to: ClaimStatus,
  note: string | undefined,
) {
  const now = new Date();
  await tx
    .update(claims)
    .set({
      status: to,
      updatedAt: now,
      // the clocks stop at the first acknowledgement and the first decision; a raw parameter is sent as
      // text, so the time goes as ISO 8601 with its type (postgres.js would send a Date's toString())
      acknowledgedAt: sql`coalesce(${claims.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
      ...(to === 'approved' || to === 'declined'
        ? { decidedAt: sql`coalesce(${claims.decidedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(claims.id, claim.id));
  await tx
    .insert(claimEvents)
    .values({ claimId: claim.id, status: to, note: note || null, actorId, at: now });
  const reference = claimReference(claim.id, claim.createdAt);
  await mail.mailer.enqueue(
    tx,
    claimUpdateMail(claim.email, { id: claim.id, reference, status: to }, note, mail.publicUrl),
  );
}

/** A staff move along the path (409 otherwise), with its note mailed to the customer. */
export async function moveClaim(
  tx: Db,
  mail: MoveMail,
  actorId: number,
  input: z.output<typeof ClaimMoveSchema>,
): Promise<{ from: ClaimStatus; to: ClaimStatus }> {
  const claim = await lockClaim(tx, input.id);
  if (!canMoveClaim(claim.status, input.status))
    throw conflict(moveRefused(claim.status, input.status), 'status');
  await move(tx, mail, claim, actorId, input.status, input.note || undefined);
  return { from: claim.status, to: input.status };
}

/**
 * Asks the customer for a document: the claim becomes (or stays) 'documents_needed', the request is
 * recorded as a step and mailed. Only a claim that may move there, or is there, takes one (409 otherwise).
 */
export async function requestClaimDocument(
  tx: Db,
  mail: MoveMail,
  actorId: number,
  input: z.output<typeof ClaimDocumentRequestSchema>,
): Promise<{ id: number }> {
  const claim = await lockClaim(tx, input.id);
  if (claim.status !== 'documents_needed' && !canMoveClaim(claim.status, 'documents_needed'))
    throw conflict(moveRefused(claim.status, 'documents_needed'));
  const [request] = await tx
    .insert(claimDocumentRequests)
    .values({ claimId: claim.id, title: input.title })
    .returning({ id: claimDocumentRequests.id });
  if (!request) throw new Error('insert returned no row');
  await move(tx, mail, claim, actorId, 'documents_needed', `נדרש מסמך: ${input.title}`);
  return request;
}
