/**
 * `deno run local/main.ts` as a real process for tests: its own environment (the settings a
 * test gives it through variables cannot leak to the test files running in parallel, which
 * share this process's), PORT=0 and the port learnt from the banner, never guessed.
 */
import { fileURLToPath as fromFileUrl } from "node:url";

const ROOT = fromFileUrl(new URL("../..", import.meta.url));
const DENO = Deno.execPath();

export interface Running {
  child: Deno.ChildProcess;
  output: () => string;
  url: string;
}

/** Starts local/main.ts on PORT=0 over `dataDir` and waits (bounded) until it answers. */
export async function launch(
  dataDir: string,
  env: Record<string, string> = {},
  /** The stack's entry point (default local/main.ts; a test's own wraps it with a fault). */
  entry = "local/main.ts",
): Promise<Running> {
  const child = new Deno.Command(DENO, {
    args: ["run", "-A", entry],
    cwd: ROOT,
    env: {
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_PASSWORD: "",
      JWT_SECRET: "",
      ENABLE_SIGNUP: "1",
      MAILER_AUTOCONFIRM: "1",
      // Mail kept in the stack's mailbox, whatever the developer's shell sets.
      SMTP_URL: "",
      MAIL_FROM: "",
      NO_COLOR: "1",
      // A loaded test machine is no outage: waits for the embedded database are not cut
      // at the stack's 5 s (a test of that limit sets its own).
      DB_WAIT_LIMIT_MS: "60000",
      ...env,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let text = "";
  const decoder = new TextDecoder();
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  };
  void drain(child.stdout);
  void drain(child.stderr);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const port = text.match(/running at http:\/\/localhost:(\d+)/)?.[1];
    if (port) {
      const url = `http://127.0.0.1:${port}`;
      const res = await fetch(`${url}/auth/v1/settings`);
      await res.body?.cancel();
      if (res.ok) return { child, output: () => text, url };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the stack did not start:\n${text}`);
}
