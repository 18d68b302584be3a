/**
 * A real SMTP server on loopback for tests (smtp-server), parsing every message it
 * receives with mailparser. Listens on port 0; the port is read back after listen.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> (no STARTTLS, any login accepted), or smtps:// when secure. */
  url: string;
  port: number;
  /** Every message received so far, in arrival order. */
  received: ParsedMail[];
  /** The envelope recipients of each received message. */
  envelopes: string[][];
  /** The user name each authenticated session logged in with (any password is accepted). */
  logins: string[];
  /** Resolves with the next message to arrive (or the n-th overall, when already there). */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * `secure`: TLS from the first byte (smtps://, as on port 465) with smtp-server's built-in
 * self-signed certificate; the URL then tells nodemailer to accept that certificate.
 */
export async function startSmtpSink(options: { secure?: boolean } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const logins: string[] = [];
  const waiters: { count: number; resolve: (mails: ParsedMail[]) => void }[] = [];
  const server = new SMTPServer({
    secure: options.secure ?? false,
    authOptional: true,
    // Loopback only: plain-text AUTH without TLS is fine here.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? "");
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        for (const waiter of waiters.filter((w) => received.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(received.slice());
        }
        callback();
      }, (error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve((server.server.address() as { port: number }).port);
    });
  });
  return {
    url: options.secure
      ? `smtps://127.0.0.1:${port}/?tls.rejectUnauthorized=false`
      : `smtp://127.0.0.1:${port}`,
    port,
    received,
    envelopes,
    logins,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (bound, then released). */
export function closedPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}
