/**
 * Creating processes: createProcess stores every field, the category makes the handle, the
 * frequency in each of its forms, and refusals that change nothing. Every test arranges its
 * own organisation (testing/process-write-fixture.ts).
 */
import { strict as assert } from "node:assert";
import { countRows, withApi } from "./testing/api-fixture.ts";
import {
  arrange,
  CREATE,
  createCompact,
  createPayroll,
  createSecond,
} from "./testing/process-write-fixture.ts";

Deno.test("API process creation: createProcess stores every field; a category makes the handle", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, ops, fin, hr, london, cat, asAdmin } = await arrange(sql, handler);
    const r = await createPayroll(handler, manager, { ops, fin, hr, london, cat });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const p = r.data.createProcess;
    assert.equal(p.processHandle, "HR-007");
    assert.equal(p.compactFrequency, "Mar:1,15,5#L");
    assert.deepEqual(p.frequency.Mar.days, [1, 15], "stored canonical");
    assert.equal(p.frequencyDescription, "1st and 15th and last Friday of Mar");
    assert.equal(p.hasNoDates, false);
    assert.deepEqual(p.labels.map((l: { label: string }) => l.label), ["Dept:HR", "Site:London"]);
    assert.deepEqual(p.labelIds, [hr, london]);
    assert.deepEqual(p.assignedRoles.map((x: { name: string }) => x.name), [
      "Finance",
      "Operations",
    ]);
    assert.deepEqual(p.role, { id: fin, roleHandle: "fin", name: "Finance" });
    assert.deepEqual(p.cat, { id: cat, prefix: "HR", description: "HR processes" });
    assert.equal(p.docs[0].value, "https://example.test/guide");
    const [expected] =
      await sql`select to_char((now() at time zone 'UTC') + interval '14 hours', 'YYYY-MM-DD') as d`;
    assert.equal(p.scheduledFrom, expected!.d, "today in the organisation's time zone");
    const [row] =
      await sql`select compact_frequency, has_dates, frequency from app.processes where id = ${p.id}`;
    assert.equal(row!.compact_frequency, "Mar:1,15,5#L");
    assert.equal(row!.has_dates, true);
    const [c] = await sql`select increment from app.process_categories where id = ${cat}`;
    assert.equal(c!.increment, 8, "the category's increment advanced");
    const next = await createSecond(asAdmin, cat);
    assert.equal(next.data.createProcess.processHandle, "HR-008");
    assert.equal(next.data.createProcess.frequencyType, "AsNeeded", "nothing given: as needed");
    assert.equal(next.data.createProcess.frequency, null);
  }));

Deno.test("API process creation: compactFrequency is accepted and stored canonical", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const { r, interval } = await createCompact(asAdmin);
    const p = r.data.createProcess;
    assert.equal(
      p.compactFrequency,
      "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
    );
    assert.equal(p.frequencyType, "Scheduled");
    assert.equal(p.scheduledFrom, "2026-01-01");
    assert.equal(interval.data.createProcess.compactFrequency, "W2:Mon@2026-01-05");
    assert.deepEqual(interval.data.createProcess.frequency, {
      StartOn: "2026-01-05",
      RepeatOn: "Mon",
      RepeatEvery: 2,
    });
    assert.equal(interval.data.createProcess.frequencyDescription, "Every 2 weeks on Monday");
  }));

Deno.test("API process creation: a frequency written inline in the document (JSON literal)", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(`mutation { createProcess(process: {
      processHandle: "inline", name: "Inline", frequencyType: "Scheduled",
      frequency: { StartOn: "2026-01-05", RepeatOn: "Tue", RepeatEvery: 3 } }) {
      compactFrequency frequency } }`);
    assert.equal(r.data.createProcess.compactFrequency, "W3:Tue@2026-01-05");
    assert.deepEqual(r.data.createProcess.frequency, {
      StartOn: "2026-01-05",
      RepeatOn: "Tue",
      RepeatEvery: 3,
    });
    const monthly = await asAdmin(`mutation { createProcess(process: {
      processHandle: "inline-2", name: "Inline 2", frequencyType: "Scheduled",
      frequency: { Feb: { days: [29, 1], mon: ["Last"], flags: { mon: true } } } }) { compactFrequency } }`);
    assert.equal(monthly.data.createProcess.compactFrequency, "Feb:1,29,1#L");
  }));

Deno.test("API process creation: a scheduled frequency without dates is stored as such", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(CREATE, {
      p: {
        processHandle: "nodates",
        name: "No dates",
        frequencyType: "Scheduled",
        frequency: { Jan: { days: [] } },
      },
    });
    assert.equal(r.data.createProcess.hasNoDates, true);
    assert.equal(r.data.createProcess.compactFrequency, "*:");
    const [row] =
      await sql`select has_dates, frequency_type from app.processes where process_handle = 'nodates'`;
    assert.deepEqual({ ...row }, { has_dates: false, frequency_type: "Scheduled" });
  }));

Deno.test("API process creation: frequency errors are BAD_USER_INPUT with the frequency module's message", () =>
  withApi(async ({ sql, handler }) => {
    const { processes, asAdmin } = await arrange(sql, handler);
    const before = await processes();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { frequencyType: "Scheduled", frequency: { Mar: { days: [0] } } },
        "frequency",
        /Day 0 in Mar is out of range/,
      ],
      [
        { frequencyType: "Scheduled", frequency: { Mrz: { days: [1] } } },
        "frequency",
        /Unknown month "Mrz"/,
      ],
      [
        {
          frequencyType: "Scheduled",
          frequency: { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 0 },
        },
        "frequency",
        /RepeatEvery must be a whole number/,
      ],
      [
        {
          frequencyType: "Scheduled",
          frequency: { StartOn: "2026-02-30", RepeatOn: "Mon", RepeatEvery: 1 },
        },
        "frequency",
        /StartOn 2026-02-30 is not a real date/,
      ],
      [
        { frequencyType: "Sometimes" },
        "frequencyType",
        /Frequency type "Sometimes" is not valid/,
      ],
      [{ frequencyType: "Scheduled" }, "frequency", /A scheduled process needs a frequency/],
      [
        { compactFrequency: "W0:Mon@2026-01-05" },
        "compactFrequency",
        /Every 0 weeks is out of range/,
      ],
      [{ compactFrequency: "Foo:1" }, "compactFrequency", /Foo/],
      [
        {
          compactFrequency: "Jan:1",
          frequencyType: "Scheduled",
          frequency: { Jan: { days: [2] } },
        },
        "compactFrequency",
        /describe different schedules/,
      ],
      [
        { compactFrequency: "", frequencyType: "Scheduled" },
        "frequencyType",
        /means as needed/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const r = await asAdmin(CREATE, {
        p: { processHandle: "bad-freq", name: "Bad", ...fields },
      });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(fields));
      assert.equal(r.errors?.[0].extensions?.field, field, JSON.stringify(fields));
      assert.match(r.errors![0].message, message);
      assert.equal(r.status, 400);
    }
    assert.equal(await processes(), before);
  }));

Deno.test("API process creation: docs take only http and https links", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, ops, fin, hr, london, cat, processes, asAdmin } = await arrange(
      sql,
      handler,
    );
    await createPayroll(handler, manager, { ops, fin, hr, london, cat });
    await createSecond(asAdmin, cat);
    const before = await processes();
    for (
      const value of [
        "javascript:alert(1)",
        "ftp://example.test/x",
        "example.test/guide",
        "https://",
        "file:///etc/passwd",
        "http://exa mple.test",
      ]
    ) {
      const r = await asAdmin(CREATE, {
        p: { processHandle: "docs-bad", name: "Docs", docs: [{ name: "Doc", value }] },
      });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", value);
      assert.equal(r.errors?.[0].extensions?.field, "docs");
      assert.match(r.errors![0].message, /http:\/\/ or https:\/\//);
    }
    assert.equal(await processes(), before);
    assert.equal(await countRows(sql, "process_docs", org.id), 1);
    const ok = await asAdmin(CREATE, {
      p: {
        processHandle: "docs-ok",
        name: "Docs",
        docs: [{ name: "A", value: "HTTP://Example.test/a?b=c#d" }, {
          name: "B",
          value: "http://example.test",
        }],
      },
    });
    assert.equal(ok.data.createProcess.docs.length, 2);
  }));
