-- Organisation sign-up (docs/organisations.md#creating-an-organisation):
-- app.create_organization makes a new organisation, its settings and its first Admin linked
-- to the caller, and cannot be misused to join or read an existing organisation; anon
-- cannot call it.
begin;
select plan(19);
\ir fixtures/personas.sql

-- An account that belongs to no organisation, confirmed; and one not confirmed yet.
insert into auth.users (id, aud, role, email, email_confirmed_at) values
  ('c0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'founder@c.test', now()),
  ('c0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'unconfirmed@c.test', null);

select tests.act_with('{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "email": "founder@c.test"}', '');

-- Misuse: a taken prefix (the organisation of someone else), in any case.
select throws_ok($$select * from app.create_organization('Mine', 'pgtap-a', 'GMT+00:00')$$, '22023',
  'An organisation with this prefix already exists.', 'a taken prefix is refused');
select throws_ok($$select * from app.create_organization('Mine', 'PGTAP-A', 'GMT+00:00')$$, '22023',
  null, 'a taken prefix in capitals is refused');
select throws_ok($$select * from app.create_organization('Mine', 'login', 'GMT+00:00')$$, '22023',
  'This prefix is reserved; choose another.', 'a reserved prefix is refused');
select throws_ok($$select * from app.create_organization('Mine', 'a_b', 'GMT+00:00')$$, '22023',
  null, 'a malformed prefix is refused');
select throws_ok($$select * from app.create_organization('Mine', 'xn--bcher-kva', 'GMT+00:00')$$, '22023',
  'Prefix may not contain two dashes in a row (such as xn--, the form of internationalised domain names).',
  'a punycode (IDNA) prefix is refused');
select throws_ok($$select * from app.create_organization('Mine', 'acme--corp', 'GMT+00:00')$$, '22023',
  null, 'two dashes in a row are refused');
select throws_ok($$select * from app.create_organization('Mine', 'fresh-c', 'GMT+15:00')$$, '22023',
  null, 'a malformed time zone is refused');
select throws_ok($$select * from app.create_organization('  ', 'fresh-c', 'GMT+00:00')$$, '22023',
  null, 'an empty name is refused');

reset role;
select is((select count(*) from app.people where auth_user_id = 'c0000000-0000-4000-8000-000000000001'), 0::bigint,
  'the refusals joined the caller to no organisation');
select is((select name from app.organizations where prefix = 'pgtap-a'), 'Org A',
  'the existing organisation is unchanged');

-- The caller of a refused call still cannot read the existing organisation.
select tests.act_with('{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "email": "founder@c.test"}', 'pgtap-a');
select is(app.current_org_id(), null, 'a refused call leaves the caller no member of pgtap-a');

-- The real thing.
select tests.act_with('{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "email": "founder@c.test"}', 'fresh-c');
select is((select prefix from app.create_organization('Fresh C', 'fresh-c', 'GMT+05:30')), 'fresh-c',
  'a confirmed account creates an organisation');
select is(app.current_user_type(), 'Admin', 'and is its Admin, linked to the account');
select is((select timezone from app.settings), 'GMT+05:30', 'with its settings');

-- An unconfirmed account cannot.
select tests.act_with('{"sub": "c0000000-0000-4000-8000-000000000002", "role": "authenticated", "email": "unconfirmed@c.test"}', '');
select throws_ok($$select * from app.create_organization('Nope', 'nope-c', 'GMT+00:00')$$, '42501',
  'Confirm your email address before creating an organisation.', 'an unconfirmed account is refused');

reset role;
select ok(not has_function_privilege('anon', 'app.create_organization(text, text, text)', 'execute'),
  'anon cannot execute create_organization');
select ok(not has_function_privilege('anon', 'app.admit_organization_signup(text, integer, integer, integer)', 'execute'),
  'anon cannot record sign-up attempts');
select ok(not has_function_privilege('anon', 'app.record_organization_signup(text)', 'execute'),
  'anon cannot count organisations created');
select ok(not has_function_privilege('anon', 'app.admit_invitation_mail(bigint, integer, integer, integer)', 'execute'),
  'anon cannot record invitation mails');

select * from finish();
rollback;
