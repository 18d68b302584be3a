import { strict as assert } from "node:assert";
import { parseTimezone as parseOrgTimezone } from "../dates/org-timezone.ts";
import { formatTimezone, isValidTimezone, parseTimezone, todayInTimezone } from "./timezone.ts";

Deno.test("valid offsets parse to minutes east of UTC", () => {
  assert.equal(parseTimezone("GMT+00:00"), 0);
  assert.equal(parseTimezone("GMT+05:30"), 330);
  assert.equal(parseTimezone("GMT-03:45"), -225);
  assert.equal(parseTimezone("GMT+14:00"), 840);
  assert.equal(parseTimezone("GMT-12:00"), -720);
});

Deno.test("invalid offsets are refused", () => {
  for (
    const text of [
      "",
      "UTC",
      "GMT+5:30",
      "GMT+05:20",
      "GMT+14:15",
      "GMT-12:30",
      "GMT+05:60",
      "gmt+01:00",
      " GMT+01:00",
    ]
  ) {
    assert.equal(isValidTimezone(text), false, text);
  }
});

Deno.test("format round-trips with parse", () => {
  for (let m = -720; m <= 840; m += 15) {
    assert.equal(parseTimezone(formatTimezone(m)), m);
  }
});

Deno.test("today follows the offset across midnight", () => {
  const now = new Date("2026-11-21T22:30:00Z");
  assert.equal(todayInTimezone("GMT+00:00", now), "2026-11-21");
  assert.equal(todayInTimezone("GMT+01:30", now), "2026-11-22");
  assert.equal(todayInTimezone("GMT-10:00", now), "2026-11-21");
  assert.equal(todayInTimezone("nonsense", now), "2026-11-21");
});

Deno.test("the settings view agrees with the one time-zone parser in dates/", () => {
  for (const sign of ["+", "-"]) {
    for (let h = 0; h <= 15; h++) {
      for (const m of [0, 10, 15, 30, 45, 59]) {
        const text = `GMT${sign}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
        const shared = parseOrgTimezone(text);
        assert.equal(parseTimezone(text), shared.ok ? shared.offsetMinutes : null, text);
      }
    }
  }
  assert.throws(() => formatTimezone(20), RangeError, "no zone is 20 minutes east of UTC");
});
