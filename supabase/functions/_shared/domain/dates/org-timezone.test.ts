import { strict as assert } from "node:assert";
import {
  formatTimezone,
  isValidTimezone,
  parseTimezone,
  startOfDayInOffset,
  todayInOffset,
} from "./org-timezone.ts";

Deno.test("parseTimezone reads GMT±hh:mm as minutes", () => {
  assert.deepEqual(parseTimezone("GMT+05:30"), { ok: true, offsetMinutes: 330 });
  assert.deepEqual(parseTimezone("GMT-03:00"), { ok: true, offsetMinutes: -180 });
  assert.deepEqual(parseTimezone("GMT+00:00"), { ok: true, offsetMinutes: 0 });
  assert.deepEqual(parseTimezone("GMT+14:00"), { ok: true, offsetMinutes: 840 });
  assert.deepEqual(parseTimezone("GMT-12:00"), { ok: true, offsetMinutes: -720 });
  assert.deepEqual(parseTimezone("GMT+13:45"), { ok: true, offsetMinutes: 825 });
});

Deno.test("parseTimezone refuses what the settings table refuses, with a message", () => {
  for (
    const bad of [
      "GMT+5:30",
      "GMT+15:00",
      "GMT+05:20",
      "UTC+05:30",
      "gmt+05:30",
      "GMT 05:30",
      " GMT+05:30",
      "GMT+14:15",
      "GMT-12:15",
      "GMT-13:00",
      "Europe/Paris",
      "",
    ]
  ) {
    const r = parseTimezone(bad);
    assert.equal(r.ok, false, bad);
    if (!r.ok) assert.match(r.error, /GMT\+hh:mm/);
    assert.equal(isValidTimezone(bad), false);
  }
  const r = parseTimezone(42);
  assert.equal(r.ok, false);
  assert.equal(isValidTimezone(null), false);
});

Deno.test("formatTimezone is the inverse of parseTimezone", () => {
  assert.equal(formatTimezone(330), "GMT+05:30");
  assert.equal(formatTimezone(-180), "GMT-03:00");
  assert.equal(formatTimezone(0), "GMT+00:00");
  assert.throws(() => formatTimezone(20), RangeError);
  for (let h = -14; h <= 14; h++) {
    for (const m of [0, 15, 30, 45]) {
      const minutes = h < 0 ? h * 60 - m : h * 60 + m;
      if (minutes < -720 || minutes > 840) {
        assert.throws(() => formatTimezone(minutes), RangeError);
        continue;
      }
      const r = parseTimezone(formatTimezone(minutes));
      assert.deepEqual(r, { ok: true, offsetMinutes: minutes });
    }
  }
});

Deno.test("todayInOffset gives the calendar day at the organisation's offset", () => {
  const now = new Date("2026-11-21T20:00:00Z");
  assert.equal(todayInOffset("GMT+00:00", now), "2026-11-21");
  assert.equal(todayInOffset("GMT+05:30", now), "2026-11-22"); // 01:30 next day
  assert.equal(todayInOffset("GMT+03:45", now), "2026-11-21"); // 23:45
  assert.equal(todayInOffset("GMT+04:00", now), "2026-11-22"); // exactly midnight
  const early = new Date("2027-01-01T02:00:00Z");
  assert.equal(todayInOffset("GMT-03:00", early), "2026-12-31");
  assert.throws(() => todayInOffset("nope", now), RangeError);
});

Deno.test("startOfDayInOffset is the instant the day begins there", () => {
  assert.equal(
    startOfDayInOffset("2026-11-22", "GMT+05:30").toISOString(),
    "2026-11-21T18:30:00.000Z",
  );
  assert.equal(
    startOfDayInOffset("2026-11-22", "GMT-03:00").toISOString(),
    "2026-11-22T03:00:00.000Z",
  );
  const start = startOfDayInOffset("2026-11-22", "GMT+05:30");
  assert.equal(todayInOffset("GMT+05:30", start), "2026-11-22");
  assert.equal(todayInOffset("GMT+05:30", new Date(start.getTime() - 1)), "2026-11-21");
});
