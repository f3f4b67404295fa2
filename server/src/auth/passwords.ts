import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id with OWASP-recommended cost parameters.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash nobody's password matches: verifying against it keeps unknown e-mails as slow as wrong passwords. */
export const DUMMY_HASH = await hashPassword("not-a-real-password-" + Math.random());
