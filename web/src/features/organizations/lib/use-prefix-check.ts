import { useEffect, useState } from "react";
import { normalizePrefix, PREFIX_MESSAGES, prefixProblem } from "@shared/organizations/prefix.ts";
import { checkPrefix } from "@/features/organizations/api/organization-api";
import { errorMessage } from "@/lib/api-errors";

export type PrefixCheck =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "available" }
  | { state: "unavailable"; reason: string }
  | { state: "failed"; reason: string };

/**
 * The prefix checked as one types: the shared rules at once, the server (is it taken?)
 * once typing pauses for `delayMs`; an answer for an older value is dropped.
 */
export function usePrefixCheck(raw: string, delayMs = 400): PrefixCheck {
  const prefix = normalizePrefix(raw);
  const problem = prefix === "" ? null : prefixProblem(prefix);
  const [remote, setRemote] = useState<{ prefix: string; check: PrefixCheck } | null>(null);

  useEffect(() => {
    if (prefix === "" || problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkPrefix(prefix, controller.signal).then(
        (answer) =>
          setRemote({
            prefix,
            check: answer.available
              ? { state: "available" }
              : { state: "unavailable", reason: answer.reason ?? PREFIX_MESSAGES.taken },
          }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setRemote({ prefix, check: { state: "failed", reason: errorMessage(error) } });
          }
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [prefix, problem, delayMs]);

  if (prefix === "") return { state: "idle" };
  if (problem) return { state: "unavailable", reason: PREFIX_MESSAGES[problem] };
  return remote?.prefix === prefix ? remote.check : { state: "checking" };
}
