/**
 * Zod at the edges, where input enters: the frequency checks as zod schemas, for the API's
 * input parsing and the web's react-hook-form resolver. The issues keep the field paths
 * of validate.ts (`frequency.Mar.days.0`), so a form shows each beside its field.
 */
import { z } from "zod";
import { parseCompactFrequency } from "./compact.ts";
import type { Frequency, FrequencyIssue, FrequencyType } from "./types.ts";
import { parseFrequencyInput } from "./validate.ts";

export interface FrequencyValue {
  frequencyType: FrequencyType;
  /** Canonical; null when as needed. */
  frequency: Frequency | null;
}

function report(ctx: z.RefinementCtx, errors: FrequencyIssue[]): typeof z.NEVER {
  for (const e of errors) ctx.addIssue({ code: "custom", message: e.message, path: e.path });
  return z.NEVER;
}

/** `{ frequencyType, frequency }` → the canonical pair, or an issue per problem. */
export const frequencyInputSchema: z.ZodType<
  FrequencyValue,
  { frequencyType?: unknown; frequency?: unknown }
> = z
  .object({ frequencyType: z.unknown().optional(), frequency: z.unknown().optional() })
  .transform((input, ctx) => {
    const r = parseFrequencyInput(input.frequencyType, input.frequency);
    return r.ok
      ? { frequencyType: r.frequencyType, frequency: r.frequency }
      : report(ctx, r.errors);
  });

/** Compact text (CSV import, a text field) → the canonical pair; issues at `compactFrequency`. */
export const compactFrequencySchema: z.ZodType<FrequencyValue, string> = z.string().transform(
  (text, ctx) => {
    const r = parseCompactFrequency(text);
    return r.ok
      ? { frequencyType: r.frequencyType, frequency: r.frequency }
      : report(ctx, r.errors);
  },
);
