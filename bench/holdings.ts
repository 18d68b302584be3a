import type postgres from "postgres";

/**
 * Makes the organisation's role holdings and process assignments undated, as rows from before
 * holdings had dates are (docs/task-engine.md#who-held-a-role-when): every series runs over its
 * process's whole schedule, so the benchmarks keep measuring the task volume they were made for.
 * Inserted rows would otherwise start today.
 */
export async function undateHoldings(
  sql: postgres.Sql | postgres.TransactionSql,
  orgId: number | string,
) {
  await sql`update app.role_members set held_from = null where org_id = ${orgId}`;
  await sql`update app.process_roles set assigned_from = null where org_id = ${orgId}`;
}

/**
 * Staffing changes over `year`, written as history (the triggers that would date them today
 * are off for the transaction): of the organisation's holdings, one in three ended on a day
 * of the year, one in three began on one, and one in three ended and began again a month
 * later. Returns how many holdings began or ended.
 */
export async function changeHoldings(sql: postgres.Sql, orgId: number, year: number) {
  return await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`create temp table picked on commit drop as
      select role_id, person_id, row_number() over (order by person_id, role_id) as n,
             make_date(${year}, 1, 1) + ((row_number() over (order by person_id, role_id) * 37) % 300)::int as day
      from app.role_members where org_id = ${orgId}`;
    const ended = await tx`insert into app.role_holdings_ended
        (org_id, role_id, person_id, held_from, held_until)
      select ${orgId}, role_id, person_id, null, day from picked where n % 3 in (0, 2)`;
    await tx`delete from app.role_members m using picked p
      where m.org_id = ${orgId} and m.role_id = p.role_id and m.person_id = p.person_id
        and p.n % 3 = 0`;
    const began = await tx`update app.role_members m set held_from = case
        when p.n % 3 = 1 then p.day else p.day + 31 end
      from picked p
      where m.org_id = ${orgId} and m.role_id = p.role_id and m.person_id = p.person_id
        and p.n % 3 in (1, 2)`;
    return ended.count + began.count;
  });
}
