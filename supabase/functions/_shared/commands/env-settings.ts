/**
 * Limits that policies read from the environment (docs/configuration.md#settings). A policy
 * takes the reader as an argument so that a test can pass its own.
 */
export type EnvReader = (name: string) => string | undefined;

export const denoEnv: EnvReader = (name) => Deno.env.get(name);

/** A whole number above zero; anything else (unset, a typo, 0) keeps the default. */
export function positiveSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
