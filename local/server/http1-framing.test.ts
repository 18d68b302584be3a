import { strict as assert } from "node:assert";
import {
  BadRequestHead,
  ChunkedBodyScanner,
  headEnd,
  parseHead,
  PEER_HEADER,
} from "./http1-framing.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

Deno.test("headEnd finds the empty line with CRLF or bare LF, and only a complete one", () => {
  assert.equal(headEnd(bytes("GET / HTTP/1.1\r\nHost: x\r\n\r\nbody")), 27);
  assert.equal(headEnd(bytes("GET / HTTP/1.1\nHost: x\n\nbody")), 24);
  assert.equal(headEnd(bytes("GET / HTTP/1.1\r\nHost: x\r\n")), -1);
  assert.equal(headEnd(bytes("GET / HTTP/1.1\r\nHost: x\r")), -1);
});

Deno.test("parseHead frames bodies as RFC 9112 says, and refuses what it cannot frame", () => {
  const framing = (head: string) => parseHead(bytes(head), "s 1.2.3.4 5").framing;
  assert.deepEqual(framing("GET / HTTP/1.1\r\nHost: x\r\n\r\n"), { kind: "none" });
  assert.deepEqual(framing("POST / HTTP/1.1\r\nContent-Length: 12\r\n\r\n"), {
    kind: "length",
    length: 12,
  });
  // Transfer-Encoding wins over Content-Length.
  assert.deepEqual(
    framing("POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"),
    { kind: "chunked" },
  );
  assert.deepEqual(framing("GET / HTTP/1.1\r\nUpgrade: websocket\r\n\r\n"), { kind: "tunnel" });
  for (
    const bad of [
      "POST / HTTP/1.1\r\nContent-Length: +5\r\n\r\n",
      "POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
      "POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n",
      "POST / HTTP/1.1\r\nno colon here\r\n\r\n",
      "\r\n",
    ]
  ) {
    assert.throws(() => framing(bad), BadRequestHead, JSON.stringify(bad));
  }
});

Deno.test("parseHead replaces any peer header the client sent with the guard's own", () => {
  const { forward } = parseHead(
    bytes(`GET / HTTP/1.1\r\nHost: x\r\n${PEER_HEADER}: forged 6.6.6.6 1\r\nX-Peer: ok\r\n\r\n`),
    "secret 127.0.0.1 4000",
  );
  assert.equal(
    text(forward),
    `GET / HTTP/1.1\r\n${PEER_HEADER}: secret 127.0.0.1 4000\r\nHost: x\r\nX-Peer: ok\r\n\r\n`,
  );
});

Deno.test("ChunkedBodyScanner stops exactly at the end of the body, across pieces", () => {
  const scanner = new ChunkedBodyScanner();
  const body = "3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\nTrailer: t\r\n\r\n";
  let used = 0;
  for (const piece of [body.slice(0, 5), body.slice(5, 17), body.slice(17) + "GET / HTTP/1.1"]) {
    used += scanner.scan(bytes(piece));
  }
  assert.ok(scanner.done);
  assert.equal(used, body.length);
  assert.throws(() => new ChunkedBodyScanner().scan(bytes("zz\r\n")), BadRequestHead);
});
