import type { z } from 'zod';
import type { ContactSchema } from '../../src/shared/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Mailer } from '../mail/mailer';

type ContactMessage = z.output<typeof ContactSchema>;

/** Stores the message and, in the same transaction, a notice to the agency in the outbox. */
export async function submitContact(
  db: Db,
  mailer: Mailer,
  agencyEmail: string,
  message: ContactMessage,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no row');
    await mailer.enqueue(tx, {
      kind: 'contact-notice',
      to: agencyEmail,
      subject: `פנייה חדשה מהאתר: ${message.service || 'צור קשר'}`,
      text: [
        `פנייה מספר ${row.id}`,
        `שם: ${message.firstName} ${message.lastName}`,
        `טלפון: ${message.phone}`,
        `דוא״ל: ${message.email}`,
        `נושא: ${message.service || 'צור קשר'}`,
      ].join('\n'),
    });
    return row;
  });
}
