import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { STACK_ENV, stackArgs } from "../../local/stack-args.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Stack {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real local stack (`local/main.ts`, as `npm start` runs it) with its own fresh
 * data dir on PORT=0 and learns its address from the banner ("Routinely is running at …"):
 * no port is guessed.
 */
export async function launchStack(env: Record<string, string> = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), "routinely-e2e-"));
  const stackEnv = {
    ...STACK_ENV,
    ...process.env,
    PORT: "0",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // Mail kept in the stack's mailbox (/mailbox), whatever the developer's shell sets.
    SMTP_URL: "",
    NO_COLOR: "1",
    ...env,
  };
  const child = spawn(join(root, "node_modules/.bin/deno"), stackArgs(stackEnv), {
    cwd: root,
    env: stackEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  let url: string;
  try {
    url = await waitUntilUp(child, () => log);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(child: ChildProcess, log: () => string): Promise<string> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`stack exited early:\n${log()}`);
    const url = /running at (http:\/\/\S+)/.exec(log())?.[1];
    if (url) {
      try {
        const res = await fetch(`${url}/auth/v1/settings`);
        await res.body?.cancel();
        if (res.ok) return url;
      } catch {
        // not answering yet
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`stack did not answer within 150 s:\n${log()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
