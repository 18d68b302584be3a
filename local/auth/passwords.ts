import bcrypt from "bcryptjs";
import { serverBusy } from "./errors.ts";
import { type SlotLimits, SlotsFull, WorkSlots } from "./work-slots.ts";

/** The cost Supabase Auth uses, so hashes move between the two unchanged. */
export const BCRYPT_COST = 10;

/** Password hashing and comparison; replaceable in tests (to count or hold comparisons). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `hash`; without a hash it still costs one comparison. */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
}

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

export const BCRYPT: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * bcryptjs computes on the event loop (~70 ms a hash): two at a time keep other requests
 * flowing, and a short line absorbs ordinary bursts.
 */
export const DEFAULT_HASHING_SLOTS: SlotLimits = { maxRunning: 2, maxWaiting: 16 };

/**
 * `hasher` behind a bounded number of slots: beyond them a hash or comparison is refused
 * at once with 503 (serverBusy) instead of waiting behind a burst.
 */
export function limitedHasher(hasher: PasswordHasher, limits: SlotLimits): PasswordHasher {
  const slots = new WorkSlots(limits);
  const inSlot = async <T>(task: () => Promise<T>) => {
    try {
      return await slots.run(task);
    } catch (error) {
      throw error instanceof SlotsFull ? serverBusy() : error;
    }
  };
  return {
    hash: (password) => inSlot(() => hasher.hash(password)),
    verify: (password, hash) => inSlot(() => hasher.verify(password, hash)),
  };
}
