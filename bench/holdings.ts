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
 * `changes` staffing changes over `year`, written as history (the triggers that would date them
 * today are off for the transaction). Each of the organisation's holdings changes once — it ended
 * on a day of the year, or began on one, in turn — or, for as many holdings as it takes to reach
 * `changes`, twice: it ended and began again a month later. The days are spread over the year.
 * Returns how many holdings began or ended (`changes`, or fewer when there are not holdings
 * enough: at most two per holding).
 */
export async function changeHoldings(
  sql: postgres.Sql,
  orgId: number,
  year: number,
  changes: number,
) {
  return await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    const [{ holdings }] = await tx`select count(*)::int as holdings from app.role_members
      where org_id = ${orgId}`;
    const twice = Math.max(0, Math.min(holdings, changes - holdings));
    // n ≤ twice: ended and began again; above it, n odd ended, n even began.
    await tx`create temp table picked on commit drop as
      select role_id, person_id, n, make_date(${year}, 1, 1) + ((n * 37) % 300)::int as day,
             case when n <= ${twice} then 'both' when n % 2 = 1 then 'ended' else 'began' end
               as change
      from (select role_id, person_id, row_number() over (order by person_id, role_id) as n
            from app.role_members where org_id = ${orgId}) h
      where n <= ${Math.min(holdings, changes)}`;
    const ended = await tx`insert into app.role_holdings_ended
        (org_id, role_id, person_id, held_from, held_until)
      select ${orgId}, role_id, person_id, null, day from picked where change in ('ended', 'both')`;
    await tx`delete from app.role_members m using picked p
      where m.org_id = ${orgId} and m.role_id = p.role_id and m.person_id = p.person_id
        and p.change = 'ended'`;
    const began = await tx`update app.role_members m set held_from = case
        when p.change = 'began' then p.day else p.day + 31 end
      from picked p
      where m.org_id = ${orgId} and m.role_id = p.role_id and m.person_id = p.person_id
        and p.change in ('began', 'both')`;
    return ended.count + began.count;
  });
}
