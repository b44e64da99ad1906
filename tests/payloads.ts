import type { ContactInput } from '../src/shared/contact';

/** A contact message every rule of SPEC §5 accepts. */
export const validContact = {
  firstName: 'דנה',
  lastName: 'כהן',
  phone: '0501234567',
  email: 'dana@example.com',
  service: 'צור קשר',
} satisfies ContactInput;
