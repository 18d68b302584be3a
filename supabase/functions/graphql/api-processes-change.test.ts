/**
 * Changing processes: duplicate handles, ids of another organisation, updateProcess,
 * removeProcess(es) all or nothing, and what a User may not do — refusals change nothing.
 * Every test arranges its own organisation (testing/process-write-fixture.ts).
 */
import { strict as assert } from "node:assert";
import { as, countRows, withApi } from "./testing/api-fixture.ts";
import {
  arrange,
  CREATE,
  createCompact,
  createPayroll,
  createSecond,
  foreignProcess,
  MONTHLY,
  REMOVE,
  REMOVE_MANY,
  UPDATE,
} from "./testing/process-write-fixture.ts";

Deno.test("API process changes: a duplicate handle (any case) is CONFLICT; nothing is added", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, ops, fin, hr, london, cat, processes, asAdmin } = await arrange(
      sql,
      handler,
    );
    await createPayroll(handler, manager, { ops, fin, hr, london, cat });
    await createSecond(asAdmin, cat);
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
  }));

Deno.test("API process changes: ids of another organisation are NOT_FOUND; nothing is written", () =>
  withApi(async ({ sql, handler }) => {
    const { ops, hr, cat, other, theirRole, theirLabel, theirCat, processes, asAdmin } =
      await arrange(sql, handler);
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
  }));

Deno.test("API process changes: updateProcess changes the given fields and replaces lists", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, ops, fin, hr, london, cat, other, theirLabel, asAdmin } = await arrange(
      sql,
      handler,
    );
    await createCompact(asAdmin);
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
    const theirs = await foreignProcess(sql, other.id);
    const foreign = await asAdmin(UPDATE, { p: { id: theirs, name: "Mine now" } });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
  }));

Deno.test("API process changes: a User-type person cannot write processes", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, user, ops, fin, hr, london, cat, processes, asAdmin } = await arrange(
      sql,
      handler,
    );
    await createPayroll(handler, manager, { ops, fin, hr, london, cat });
    await createSecond(asAdmin, cat);
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
  }));

Deno.test("API process changes: removeProcess and removeProcesses (all or nothing)", () =>
  withApi(async ({ sql, handler }) => {
    const { ops, hr, other, processes, asAdmin } = await arrange(sql, handler);
    const ids: number[] = [];
    for (const h of ["rm1", "rm2", "rm3"]) {
      ids.push(
        (await asAdmin(CREATE, {
          p: { processHandle: h, name: h, labelIds: [hr], assignedRoleIds: [ops] },
        })).data.createProcess.id,
      );
    }
    const before = await processes();
    const foreign = await foreignProcess(sql, other.id);
    const refused = await asAdmin(REMOVE_MANY, { ids: [ids[1], foreign] });
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
  }));
