import { type AnyColumn, and, asc, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import {
  type MemberFilterSchema,
  type MemberInputSchema,
  type MemberListSchema,
  type MemberRestoreSchema,
  type MemberSortField,
  type MemberUpdateSchema,
  memberMessages,
} from '../../src/shared/members';
import type { Page } from '../../src/shared/paging';
import { cleanName } from '../../src/shared/text';
import type { z } from '../../src/shared/zod';
import { type Db, isUniqueViolation, pgConstraint } from '../db/client';
import { containing, pageOf, phonePattern } from '../db/paging';
import { members } from '../db/schema';
import { takenByAnother } from '../db/unique';
import { conflict, notFound } from '../errors';

/** A member as the admin's table and the REST door show it. */
export interface Member {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: 'active' | 'inactive';
  createdAt: Date;
}

export type MemberPage = Page<Member>;

const columns = {
  id: members.id,
  name: members.name,
  email: members.email,
  phone: members.phone,
  status: members.status,
  createdAt: members.createdAt,
};

/** Name or e-mail containing the text (any case), or a phone containing its digits as stored. */
function searchCondition(search: string): SQL {
  const text = containing(search);
  const conditions: SQL[] = [ilike(members.name, text), ilike(members.email, text)];
  const phone = phonePattern(search);
  if (phone) conditions.push(like(members.phone, phone));
  return or(...conditions) as SQL;
}

const sortColumns: Record<MemberSortField, SQL | AnyColumn> = {
  name: sql`lower(${members.name})`,
  email: members.email,
  createdAt: members.createdAt,
  status: members.status,
};

function filterOf(input: z.output<typeof MemberFilterSchema>) {
  const term = cleanName(input.search ?? '');
  const where = and(
    term ? searchCondition(term) : undefined,
    input.status ? eq(members.status, input.status) : undefined,
  );
  const direction = input.order === 'asc' ? asc : desc;
  // the id breaks ties, so a page never repeats or skips a member of equal name or status
  const orderBy = [direction(sortColumns[input.sort]), direction(members.id)];
  return { where, orderBy };
}

/** One page of members in the order asked for, with the total of the same search. */
export async function listMembers(db: Db, input: z.output<typeof MemberListSchema>): Promise<MemberPage> {
  const { where, orderBy } = filterOf(input);
  return pageOf(
    input,
    db
      .select({ id: members.id })
      .from(members)
      .where(where)
      .orderBy(...orderBy),
    (ids) =>
      db
        .select(columns)
        .from(members)
        .where(inArray(members.id, ids))
        .orderBy(...orderBy),
    db.$count(members, where),
  );
}

/** Every member of the search, in the list's order (the CSV export). */
export function allMembers(db: Db, input: z.output<typeof MemberFilterSchema>): Promise<Member[]> {
  const { where, orderBy } = filterOf(input);
  return db
    .select(columns)
    .from(members)
    .where(where)
    .orderBy(...orderBy);
}

export async function getMember(db: Db, id: number): Promise<Member> {
  const [row] = await db.select(columns).from(members).where(eq(members.id, id));
  if (!row) throw notFound(memberMessages.notFound);
  return row;
}

/** 409 on `email` when another member has the address in any case. */
async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  if (await takenByAnother(db, members, eq(sql`lower(${members.email})`, email.toLowerCase()), exceptId)) {
    throw conflict(memberMessages.emailTaken, 'email');
  }
}

/** A unique violation (two saves racing for one address, or an id restored twice) as the 409 it is. */
async function asConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw pgConstraint(error)?.includes('email')
        ? conflict(memberMessages.emailTaken, 'email')
        : conflict(memberMessages.idTaken);
    }
    throw error;
  }
}

export async function createMember(db: Db, input: z.output<typeof MemberInputSchema>): Promise<Member> {
  await assertEmailFree(db, input.email);
  const [row] = await asConflict(() => db.insert(members).values(input).returning(columns));
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Saves the member's fields; returns it and the names of the fields that changed (for the audit log). */
export async function updateMember(
  db: Db,
  input: z.output<typeof MemberUpdateSchema>,
): Promise<{ member: Member; before: Member; changed: (keyof Member)[] }> {
  const { id, ...fields } = input;
  const [before] = await db.select(columns).from(members).where(eq(members.id, id)).for('update');
  if (!before) throw notFound(memberMessages.notFound);
  await assertEmailFree(db, fields.email, id);
  const [member] = await asConflict(() =>
    db.update(members).set(fields).where(eq(members.id, id)).returning(columns),
  );
  if (!member) throw new Error('locked member vanished');
  const changed = (['name', 'email', 'phone', 'status'] as const).filter(
    (key) => before[key] !== member[key],
  );
  return { member, before, changed };
}

/** Deletes the member and answers it as it was, so an undo can put it back. */
export async function deleteMember(db: Db, id: number): Promise<Member> {
  const [row] = await db.delete(members).where(eq(members.id, id)).returning(columns);
  if (!row) throw notFound(memberMessages.notFound);
  return row;
}

/**
 * The undo of a delete: the member again, with its id and creation time (an identity column takes an
 * id only with OVERRIDING SYSTEM VALUE). 409 when its address was given to another member meanwhile.
 */
export async function restoreMember(db: Db, input: z.output<typeof MemberRestoreSchema>): Promise<Member> {
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.id, input.id));
  if (existing) throw conflict(memberMessages.idTaken);
  await assertEmailFree(db, input.email);
  const [row] = await asConflict(() =>
    db.insert(members).overridingSystemValue().values(input).returning(columns),
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}
