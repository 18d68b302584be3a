import { strict as assert } from "node:assert";
import { feedUrl, hashFeedToken, newFeedToken, parseFeedPath } from "./feed-url.ts";

Deno.test("a feed URL parses back to its prefix and token, on the local stack and on Supabase", () => {
  const token = newFeedToken();
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  const url = feedUrl("https://abc.supabase.co/", "acme", token);
  assert.equal(url, `https://abc.supabase.co/functions/v1/calendar/acme/${token}.ics`);
  assert.deepEqual(parseFeedPath(new URL(url).pathname), { prefix: "acme", token });
  // Supabase hands the function its path without /functions/v1.
  assert.deepEqual(parseFeedPath(`/calendar/acme/${token}.ics`), { prefix: "acme", token });
});

Deno.test("paths that cannot be a feed are refused before any lookup", () => {
  const token = newFeedToken();
  for (
    const path of [
      `/functions/v1/calendar/acme/${token}`,
      `/functions/v1/calendar/${token}.ics`,
      `/functions/v1/calendar/acme/${token.slice(1)}.ics`,
      `/functions/v1/calendar/acme/${token}x.ics`,
      `/functions/v1/other/acme/${token}.ics`,
      `/functions/v1/calendar/ac%ZZme/${token}.ics`,
      `/functions/v1/calendar/a.b/${token}.ics`,
      "/functions/v1/calendar",
    ]
  ) {
    assert.equal(parseFeedPath(path), null, path);
  }
});

Deno.test("tokens are random and stored as their SHA-256 hex", async () => {
  assert.notEqual(newFeedToken(), newFeedToken());
  // SHA-256 of "abc" (FIPS 180-2 example).
  assert.equal(
    await hashFeedToken("abc"),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
});
