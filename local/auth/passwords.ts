import bcrypt from "bcryptjs";

/** The cost Supabase Auth uses, so hashes move between the two unchanged. */
export const BCRYPT_COST = 10;

export async function hashPassword(password: string): Promise<string> {
  return await bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. Without a stored hash it still spends one
 * bcrypt comparison, so the answer time does not tell whether an email is registered.
 */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash("not-a-password", BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return await bcrypt.compare(password, hash);
}
