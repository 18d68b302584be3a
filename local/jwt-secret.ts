import { dirname } from "node:path";
import type { StackConfig } from "./config.ts";

export const MIN_JWT_SECRET_LENGTH = 32;

export interface StackSecret {
  secret: string;
  /** The file it was read from or written to; null when JWT_SECRET set it. */
  file: string | null;
  /** Whether this start generated it. */
  created: boolean;
}

/**
 * The secret that signs access tokens: JWT_SECRET when set, otherwise a random one that
 * the first start generates and keeps in the data directory (owner-only), so tokens stay
 * valid across restarts and no secret known from the source ever signs one.
 */
export async function resolveJwtSecret(config: StackConfig): Promise<StackSecret> {
  if (config.jwtSecret) return { secret: config.jwtSecret, file: null, created: false };
  const file = config.jwtSecretFile;
  const existing = await readSecretFile(file);
  if (existing !== null) return { secret: existing, file, created: false };
  await Deno.mkdir(dirname(file), { recursive: true });
  // Written whole to a private temporary file, then linked into place: the link fails when
  // another process got there first, and nobody ever reads a half-written secret.
  const temporary = `${file}.${crypto.randomUUID()}.tmp`;
  await Deno.writeTextFile(temporary, `${newSecret()}\n`, { mode: 0o600, createNew: true });
  try {
    await Deno.link(temporary, file);
    const secret = await readSecretFile(file);
    if (secret === null) throw new Error(`${file} vanished while it was being created`);
    return { secret, file, created: true };
  } catch (error) {
    if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    const secret = await readSecretFile(file);
    if (secret === null) throw new Error(`${file} vanished while it was being created`);
    return { secret, file, created: false };
  } finally {
    await Deno.remove(temporary).catch(() => {});
  }
}

/** 48 random bytes, base64url: 64 characters. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_");
}

async function readSecretFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await Deno.readTextFile(file);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_JWT_SECRET_LENGTH} characters; delete it to have a new secret generated, or set JWT_SECRET`,
    );
  }
  // Someone may have copied it in with a wider mode; only the stack's user may read it.
  if (Deno.build.os !== "windows") {
    const { mode } = await Deno.stat(file);
    if (mode !== null && (mode & 0o077) !== 0) await Deno.chmod(file, 0o600);
  }
  return secret;
}
