-- Who is asking, in one statement per request (docs/security.md#row-level-security).
--
-- Every API request used to spend five round trips before its first resolver: set the
-- claims and tenant, SET LOCAL ROLE, read app.current_member() (and, on a first sign-in,
-- link and read it again), read the settings. app.request_caller() does all of it and
-- also checks that the token's session is still live, so sign-out, refresh-token reuse
-- and a password change (which delete the auth.sessions row) end API access at once,
-- at no extra cost. The caller runs it as:
--
--   select c.*, set_config('role', c.db_role, true) from app.request_caller($claims, $tenant) c
--
-- The role cannot be set inside a security-definer function, so the outer select sets
-- it; it takes the role name from the function's row, so the function (and with it the
-- claims and tenant it sets) has run before the role changes, whatever order the planner
-- picks for the select list.

create function app.request_caller(claims text, tenant text)
returns table (
  db_role text,
  session_live boolean,
  org_id bigint,
  person_id bigint,
  user_type text,
  is_email_auth_enabled boolean,
  is_google_auth_enabled boolean,
  is_microsoft_auth_enabled boolean
)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_session text;
begin
  -- Transaction-local, as SET LOCAL: they outlive this function (only search_path, the
  -- function's own SET clause, is restored at its exit) and end with the transaction.
  perform pg_catalog.set_config('request.jwt.claims', claims, true);
  perform pg_catalog.set_config('app.tenant', coalesce(tenant, ''), true);
  db_role := 'authenticated';

  -- The token's session must exist, belong to the token's subject and not be past its
  -- not_after. A token without a (well-formed) session_id has no live session.
  v_session := auth.jwt() ->> 'session_id';
  session_live := false;
  -- Checked apart, before the cast, so a malformed id is "not live", never an error.
  if v_session ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    session_live := exists (
      select 1 from auth.sessions s
      where s.id = v_session::uuid
        and s.user_id = auth.uid()
        and (s.not_after is null or s.not_after > pg_catalog.now())
    );
  end if;
  if not session_live then
    return next;
    return;
  end if;

  select m.org_id, m.person_id, m.user_type into org_id, person_id, user_type
  from app.current_member() m;
  if org_id is null then
    -- First sign-in links the person by confirmed email (20260103000100), then reads again.
    perform app.link_person_to_auth_user();
    select m.org_id, m.person_id, m.user_type into org_id, person_id, user_type
    from app.current_member() m;
  end if;

  if org_id is not null then
    -- An organisation without a settings row has the defaults (settings-store.ts).
    select coalesce(s.is_email_auth_enabled, true),
           coalesce(s.is_google_auth_enabled, false),
           coalesce(s.is_microsoft_auth_enabled, false)
      into is_email_auth_enabled, is_google_auth_enabled, is_microsoft_auth_enabled
    from (select 1) one
    left join app.settings s on s.org_id = request_caller.org_id;
  end if;
  return next;
end
$$;
comment on function app.request_caller(text, text) is
  'Per API request, in one statement: sets request.jwt.claims and app.tenant (transaction-local), checks the token''s session (auth.sessions row of session_id for sub, not past not_after), resolves the caller''s person in the tenant (linking it on first sign-in) and returns it with the organisation''s sign-in methods and the role to assume. Always one row; org_id null when the session is not live or the caller is no enabled member.';

revoke execute on function app.request_caller(text, text) from public;
grant execute on function app.request_caller(text, text) to authenticated, service_role;
