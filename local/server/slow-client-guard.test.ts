/** The slow-client guard over raw TCP: heads, bodies and idle connections under deadlines. */
import { strict as assert } from "node:assert";
import { type GuardLimits, serveGuarded } from "./slow-client-guard.ts";

const SHORT: Partial<GuardLimits> = { headTimeoutMs: 300, bodyTimeoutMs: 300, idleTimeoutMs: 300 };
/** Upper bound for anything the tests wait on; far above the deadlines, so a busy CI passes. */
const BOUND_MS = 15_000;

async function withServer(
  limits: Partial<GuardLimits>,
  fn: (port: number, seen: Deno.NetAddr[]) => Promise<void>,
) {
  const seen: Deno.NetAddr[] = [];
  const server = await serveGuarded(
    { hostname: "127.0.0.1", port: 0, limits },
    async (req, info) => {
      seen.push(info.remoteAddr as Deno.NetAddr);
      const body = req.body ? await req.text().catch(() => "") : "";
      return new Response(`${req.method} ${new URL(req.url).pathname} ${body.length}`);
    },
  );
  try {
    await fn(server.addr.port, seen);
  } finally {
    await server.shutdown();
  }
}

async function connect(port: number, ...parts: string[]): Promise<Deno.TcpConn> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  for (const part of parts) await conn.write(new TextEncoder().encode(part));
  return conn;
}

/** Everything the server sends until it closes the connection (bounded). */
async function readUntilClosed(conn: Deno.Conn): Promise<string> {
  const chunks: string[] = [];
  const buffer = new Uint8Array(4096);
  const decoder = new TextDecoder();
  const bound = setTimeout(() => conn.close(), BOUND_MS);
  try {
    while (true) {
      const n = await conn.read(buffer);
      if (n === null) return chunks.join("");
      chunks.push(decoder.decode(buffer.subarray(0, n)));
    }
  } catch (error) {
    throw new Error(`connection still open after ${BOUND_MS} ms (${error})`);
  } finally {
    clearTimeout(bound);
    try {
      conn.close();
    } catch {
      // closed already
    }
  }
}

/** Reads until `text` has arrived (bounded), leaving the connection open. */
async function readUntil(conn: Deno.Conn, text: string): Promise<string> {
  let got = "";
  const buffer = new Uint8Array(4096);
  const started = Date.now();
  while (!got.includes(text)) {
    assert.ok(Date.now() - started < BOUND_MS, `no "${text}" in ${JSON.stringify(got)}`);
    const n = await conn.read(buffer);
    assert.ok(n !== null, `closed before "${text}": ${JSON.stringify(got)}`);
    got += new TextDecoder().decode(buffer.subarray(0, n));
  }
  return got;
}

Deno.test("a head that stops arriving is answered 408 and closed; others are served meanwhile", async () => {
  await withServer(SHORT, async (port) => {
    const slow = await connect(port, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    const closed = readUntilClosed(slow);
    const other = await fetch(`http://127.0.0.1:${port}/other`);
    assert.equal(await other.text(), "GET /other 0");
    const answer = await closed;
    assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.match(answer, /did not arrive in time/);
  });
});

Deno.test("a body that stops arriving is answered 408 and closed", async () => {
  await withServer(SHORT, async (port) => {
    const slow = await connect(
      port,
      "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab",
    );
    const closed = readUntilClosed(slow);
    const other = await fetch(`http://127.0.0.1:${port}/y`, { method: "POST", body: "hello" });
    assert.equal(await other.text(), "POST /y 5");
    assert.match(await closed, /^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});

Deno.test("a chunked body that stalls is cut off; a complete one is served", async () => {
  await withServer(SHORT, async (port) => {
    const chunked = "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    const whole = await connect(port, chunked, "3\r\nabc\r\n", "2;x=1\r\nde\r\n0\r\n\r\n");
    assert.match(await readUntil(whole, "POST /c 5"), /^HTTP\/1\.1 200/);
    whole.close();
    const stalled = await connect(port, chunked, "a\r\nabc");
    assert.match(await readUntilClosed(stalled), /^HTTP\/1\.1 408/);
  });
});

Deno.test("a second request trickled on a kept-alive connection is cut off too", async () => {
  await withServer(SHORT, async (port) => {
    const conn = await connect(
      port,
      // Two pipelined requests, the first with a body, then an unfinished third.
      "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc",
      "GET /b HTTP/1.1\r\nHost: x\r\n\r\nGET /c HTTP/1.1\r\nHo",
    );
    const answer = await readUntilClosed(conn);
    assert.match(answer, /POST \/a 3/);
    assert.match(answer, /GET \/b 0/);
    assert.doesNotMatch(answer, /\/c/);
  });
});

Deno.test("a connection idle between requests is closed", async () => {
  await withServer(SHORT, async (port) => {
    const conn = await connect(port, "GET /a HTTP/1.1\r\nHost: x\r\n\r\n");
    assert.match(await readUntilClosed(conn), /GET \/a 0/);
    const silent = await connect(port);
    assert.equal(await readUntilClosed(silent), "");
  });
});

Deno.test("an oversized head is refused with 431", async () => {
  await withServer({ ...SHORT, maxHeadBytes: 1024 }, async (port) => {
    const conn = await connect(port, `GET / HTTP/1.1\r\nX-Big: ${"a".repeat(2000)}`);
    assert.match(await readUntilClosed(conn), /^HTTP\/1\.1 431/);
  });
});

Deno.test("the handler sees the client's address, not one the client claims", async () => {
  await withServer(SHORT, async (port, seen) => {
    const conn = await connect(
      port,
      "GET / HTTP/1.1\r\nHost: x\r\nX-Routinely-Peer: 6.6.6.6 1\r\n\r\n",
    );
    await readUntilClosed(conn);
    assert.equal(seen.length, 1);
    assert.equal(seen[0].hostname, "127.0.0.1");
    assert.equal(seen[0].port, conn.localAddr.port);
  });
});
