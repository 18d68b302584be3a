-- Failed password sign-ins of the local stack's auth go to the audit trail (see
-- supabase/migrations/20260112000400_audit_trail.sql): an attempt is recorded before the
-- password is compared and settled afterwards (local/auth/attempts-store.ts); one settled
-- as failed is a security event of the account in every organisation where it is a person.
drop trigger if exists sign_in_attempts_audit on local_auth.sign_in_attempts;
create trigger sign_in_attempts_audit after update on local_auth.sign_in_attempts
  for each row execute function app.audit_auth_change();
