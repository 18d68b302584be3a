/** Changing processes: createProcess, updateProcess, removeProcess(es) — refusals change nothing. */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import {
  as,
  countRows,
  createMember,
  createOrg,
  createRole,
  withApi,
} from "./testing/api-fixture.ts";

const FIELDS = `id processHandle name description frequencyType frequency compactFrequency
  frequencyDescription scheduledFrom hasNoDates categoryId roleId labelIds assignedRoleIds
  labels { id label } assignedRoles { id roleHandle name } role { id roleHandle name }
  docs { id name value } cat { id prefix description }`;
const CREATE = `mutation($p: CreateProcessInput!) { createProcess(process: $p) { ${FIELDS} } }`;
const UPDATE = `mutation($p: UpdateProcessInput!) { updateProcess(process: $p) { ${FIELDS} } }`;
const REMOVE = "mutation($id: Int!) { removeProcess(id: $id) }";
const REMOVE_MANY = "mutation($ids: [Int!]!) { removeProcesses(ids: $ids) }";

async function label(sql: postgres.Sql, orgId: number, text: string): Promise<number> {
  const [row] =
    await sql`insert into app.labels (org_id, label) values (${orgId}, ${text}) returning id`;
  return Number(row!.id);
}

async function category(sql: postgres.Sql, orgId: number, prefix: string, increment = 1) {
  const [row] =
    await sql`insert into app.process_categories (org_id, prefix, description, increment)
    values (${orgId}, ${prefix}, ${prefix + " processes"}, ${increment}) returning id`;
  return Number(row!.id);
}

const MONTHLY = {
  Mar: {
    days: [15, 1, 15],
    mon: [],
    tue: [],
    wed: [],
    thu: [],
    fri: ["Last"],
    sat: [],
    sun: [],
    flags: { fri: true },
  },
};

Deno.test("API process writes", async (t) => {
  await withApi(async ({ sql, handler }) => {
    // GMT+14:00: "today" in the organisation is often tomorrow in UTC, so the default is visible.
    const org = await createOrg(sql, { timezone: "GMT+14:00" });
    const admin = await createMember(sql, org, { userType: "Admin" });
    const manager = await createMember(sql, org, { userType: "Manager" });
    const user = await createMember(sql, org, { userType: "User" });
    const ops = await createRole(sql, org, "ops", "Operations");
    const fin = await createRole(sql, org, "fin", "Finance");
    const hr = await label(sql, org.id, "Dept:HR");
    const london = await label(sql, org.id, "Site:London");
    const cat = await category(sql, org.id, "HR", 7);
    const other = await createOrg(sql);
    const theirRole = await createRole(sql, other, "theirs");
    const theirLabel = await label(sql, other.id, "Dept:Theirs");
    const theirCat = await category(sql, other.id, "TH");
    const processes = () => countRows(sql, "processes", org.id);
    const asAdmin = as(handler, admin);

    await t.step("createProcess stores every field; a category makes the handle", async () => {
      const r = await as(handler, manager)(CREATE, {
        p: {
          name: "Payroll",
          description: "Pay everyone",
          categoryId: cat,
          labelIds: [london, hr],
          assignedRoleIds: [ops, fin],
          roleId: fin,
          docs: [{ name: "Guide", value: "https://example.test/guide" }],
          frequencyType: "Scheduled",
          frequency: MONTHLY,
        },
      });
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
      const next = await asAdmin(CREATE, { p: { name: "Second", categoryId: cat } });
      assert.equal(next.data.createProcess.processHandle, "HR-008");
      assert.equal(next.data.createProcess.frequencyType, "AsNeeded", "nothing given: as needed");
      assert.equal(next.data.createProcess.frequency, null);
    });

    await t.step("compactFrequency is accepted and stored canonical", async () => {
      const r = await asAdmin(CREATE, {
        p: {
          processHandle: "cmp-1",
          name: "Compact",
          compactFrequency: "*:1,15;Mar,Jun,Sep,Dec:5#L",
          scheduledFrom: "2026-01-01",
        },
      });
      const p = r.data.createProcess;
      assert.equal(
        p.compactFrequency,
        "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L",
      );
      assert.equal(p.frequencyType, "Scheduled");
      assert.equal(p.scheduledFrom, "2026-01-01");
      const interval = await asAdmin(CREATE, {
        p: {
          processHandle: "cmp-2",
          name: "Interval",
          frequencyType: "Scheduled",
          compactFrequency: "w2 : mon @ 2026-01-05",
        },
      });
      assert.equal(interval.data.createProcess.compactFrequency, "W2:Mon@2026-01-05");
      assert.deepEqual(interval.data.createProcess.frequency, {
        StartOn: "2026-01-05",
        RepeatOn: "Mon",
        RepeatEvery: 2,
      });
      assert.equal(interval.data.createProcess.frequencyDescription, "Every 2 weeks on Monday");
    });

    await t.step("a frequency written inline in the document (JSON literal)", async () => {
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
    });

    await t.step("a scheduled frequency without dates is stored as such", async () => {
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
    });

    await t.step(
      "frequency errors are BAD_USER_INPUT with the frequency module's message",
      async () => {
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
      },
    );

    await t.step("docs take only http and https links", async () => {
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
    });

    await t.step("a duplicate handle (any case) is CONFLICT; nothing is added", async () => {
      const before = await processes();
      const r = await asAdmin(CREATE, { p: { processHandle: "hr-007", name: "Clash" } });
      assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
      assert.equal(r.errors?.[0].extensions?.field, "processHandle");
      assert.equal(r.status, 409);
      // A generated handle skips one that is taken.
      await asAdmin(CREATE, { p: { processHandle: "HR-009", name: "Typed by hand" } });
      const gen = await asAdmin(CREATE, { p: { name: "Generated", categoryId: cat } });
      assert.equal(gen.data.createProcess.processHandle, "HR-010");
      assert.equal(await processes(), before + 2);
      const missing = await asAdmin(CREATE, { p: { name: "No handle" } });
      assert.equal(missing.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      assert.equal(missing.errors?.[0].extensions?.field, "processHandle");
    });

    await t.step("ids of another organisation are NOT_FOUND; nothing is written", async () => {
      const before = await processes();
      const [inc] = await sql`select increment from app.process_categories where id = ${cat}`;
      const cases = [
        [{ categoryId: theirCat }, "categoryId"],
        [{ roleId: theirRole }, "roleId"],
        [{ labelIds: [hr, theirLabel] }, "labelIds"],
        [{ assignedRoleIds: [theirRole] }, "assignedRoleIds"],
        [{ categoryId: cat, assignedRoleIds: [ops, theirRole] }, "assignedRoleIds"],
      ] as const;
      for (const [fields, field] of cases) {
        const r = await asAdmin(CREATE, {
          p: { processHandle: "stray", name: "Stray", ...fields },
        });
        assert.equal(r.errors?.[0].extensions?.code, "NOT_FOUND", JSON.stringify(fields));
        assert.equal(r.errors?.[0].extensions?.field, field);
      }
      assert.equal(await processes(), before);
      const [after] = await sql`select increment from app.process_categories where id = ${cat}`;
      assert.equal(after!.increment, inc!.increment);
      assert.equal(await countRows(sql, "process_labels", other.id), 0);
    });

    await t.step("updateProcess changes the given fields and replaces lists", async () => {
      const created = await asAdmin(CREATE, {
        p: {
          processHandle: "upd",
          name: "Before",
          description: "keep",
          labelIds: [hr],
          assignedRoleIds: [ops],
          roleId: ops,
          categoryId: cat,
          docs: [{ name: "Old", value: "https://old.test" }, {
            name: "Gone",
            value: "https://gone.test",
          }],
          compactFrequency: "W1:Fri@2026-01-02",
        },
      });
      const p = created.data.createProcess;
      const keepDoc = p.docs.find((d: { name: string }) => d.name === "Old").id;
      const r = await as(handler, manager)(UPDATE, {
        p: {
          id: p.id,
          name: "After",
          labelIds: [london],
          assignedRoleIds: [fin, ops],
          roleId: null,
          docs: [{ id: keepDoc, name: "Renamed", value: "https://new.test" }, {
            name: "Added",
            value: "http://added.test",
          }],
        },
      });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      const u = r.data.updateProcess;
      assert.equal(u.name, "After");
      assert.equal(u.description, "keep");
      assert.equal(u.processHandle, "upd", "a handle is not regenerated");
      assert.equal(u.compactFrequency, "W1:Fri@2026-01-02", "frequency kept when not given");
      assert.deepEqual(u.labelIds, [london]);
      assert.deepEqual(u.assignedRoleIds, [fin, ops]);
      assert.equal(u.role, null);
      assert.equal(u.categoryId, cat);
      assert.deepEqual(u.docs, [
        { id: keepDoc, name: "Renamed", value: "https://new.test" },
        { id: u.docs[1].id, name: "Added", value: "http://added.test" },
      ]);
      const asNeeded = await asAdmin(UPDATE, { p: { id: p.id, frequencyType: "AsNeeded" } });
      assert.equal(asNeeded.data.updateProcess.compactFrequency, "");
      assert.equal(asNeeded.data.updateProcess.frequency, null);
      const monthly = await asAdmin(UPDATE, {
        p: {
          id: p.id,
          frequencyType: "Scheduled",
          frequency: MONTHLY,
          scheduledFrom: "2027-03-01",
        },
      });
      assert.equal(monthly.data.updateProcess.compactFrequency, "Mar:1,15,5#L");
      assert.equal(monthly.data.updateProcess.scheduledFrom, "2027-03-01");
      const bad = await asAdmin(UPDATE, {
        p: { id: p.id, name: "Nope", compactFrequency: "Jan:32" },
      });
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      const stray = await asAdmin(UPDATE, {
        p: { id: p.id, name: "Nope", labelIds: [theirLabel] },
      });
      assert.equal(stray.errors?.[0].extensions?.code, "NOT_FOUND");
      const clash = await asAdmin(UPDATE, {
        p: { id: p.id, name: "Nope", processHandle: "CMP-1" },
      });
      assert.equal(clash.errors?.[0].extensions?.code, "CONFLICT");
      const badDate = await asAdmin(UPDATE, { p: { id: p.id, scheduledFrom: "2027-02-29" } });
      assert.equal(badDate.errors?.[0].extensions?.field, "scheduledFrom");
      const [row] =
        await sql`select name, compact_frequency, scheduled_from::text from app.processes where id = ${p.id}`;
      assert.deepEqual({ ...row }, {
        name: "After",
        compact_frequency: "Mar:1,15,5#L",
        scheduled_from: "2027-03-01",
      });
      const [theirs] = await sql`insert into app.processes (org_id, process_handle, name)
        values (${other.id}, 'x', 'X') returning id`;
      const foreign = await asAdmin(UPDATE, { p: { id: Number(theirs!.id), name: "Mine now" } });
      assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
    });

    await t.step("a User-type person cannot write processes", async () => {
      const before = await processes();
      const [some] = await sql`select id from app.processes where org_id = ${org.id} limit 1`;
      for (
        const [query, variables] of [
          [CREATE, { p: { processHandle: "u1", name: "U" } }],
          [UPDATE, { p: { id: Number(some!.id), name: "Hacked" } }],
          [REMOVE, { id: Number(some!.id) }],
        ] as const
      ) {
        const r = await as(handler, user)(query, variables);
        assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
        assert.equal(r.status, 403);
      }
      assert.equal(await processes(), before);
    });

    await t.step("removeProcess and removeProcesses (all or nothing)", async () => {
      const ids: number[] = [];
      for (const h of ["rm1", "rm2", "rm3"]) {
        ids.push(
          (await asAdmin(CREATE, {
            p: { processHandle: h, name: h, labelIds: [hr], assignedRoleIds: [ops] },
          })).data.createProcess.id,
        );
      }
      const before = await processes();
      const [foreign] = await sql`select id from app.processes where org_id = ${other.id} limit 1`;
      const refused = await asAdmin(REMOVE_MANY, { ids: [ids[1], Number(foreign!.id)] });
      assert.equal(refused.errors?.[0].extensions?.code, "NOT_FOUND");
      assert.equal(await processes(), before);
      assert.equal((await asAdmin(REMOVE, { id: ids[0] })).data.removeProcess, true);
      assert.equal(
        (await asAdmin(REMOVE_MANY, { ids: [ids[1], ids[2]] })).data.removeProcesses,
        true,
      );
      assert.equal(await processes(), before - 3);
      assert.equal(
        (await asAdmin(REMOVE, { id: ids[0] })).errors?.[0].extensions?.code,
        "NOT_FOUND",
      );
      const [links] =
        await sql`select count(*)::int as n from app.process_labels where process_id = any(${ids}::bigint[])`;
      assert.equal(links!.n, 0);
    });
  });
});
