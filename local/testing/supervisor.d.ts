/** Types of scripts/supervisor.mjs (plain JavaScript, run by node for `npm start`). */
export const CONFIG_ERROR: 2;
export const START_FAILED: 3;
export interface RestartPolicy {
  maxRestarts: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}
export const DEFAULT_POLICY: RestartPolicy;
export type RestartDecision = { restart: true; delayMs: number } | {
  restart: false;
  reason: string;
};
export function restartDecision(
  exit: { code: number | null; signal: string | null; stopping: boolean },
  restarts: number[],
  now: number,
  policy?: RestartPolicy,
): RestartDecision;
export function supervise(options: {
  command: string;
  args: string[];
  options: Record<string, unknown>;
  policy?: RestartPolicy;
  log?: (message: string) => void;
  now?: () => number;
}): { done: Promise<number>; readonly pid: number | undefined; stop(signal?: string): void };
