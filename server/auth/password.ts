import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, two passes, one lane
// algorithm 2 is Argon2id (a const enum the package cannot export under isolated modules)
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// compared against when the user does not exist, so both answers take the same time
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
  return dummyHash;
}
