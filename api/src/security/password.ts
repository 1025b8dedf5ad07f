/** Password hashing with argon2id (the library's default algorithm and parameters). */
import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so a login for an unknown address costs as long as one for a
 * known address: the response time must not tell which e-mail addresses have an account.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}
