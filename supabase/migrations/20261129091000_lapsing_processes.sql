-- What an unfinished occurrence of a process becomes once its next occurrence is past due
-- (docs/task-engine.md#missed-occurrences): it stays late (the default, as before) or it
-- lapses and is counted as missed. The rule itself is computed in the API (domain/tasks/late.ts).

alter table app.processes add column unfinished_rule text not null default 'StaysLate'
  check (unfinished_rule in ('StaysLate', 'Lapses'));
comment on column app.processes.unfinished_rule is
  'StaysLate: an unfinished occurrence stays late until done. Lapses: once a later occurrence is past due, the earlier unfinished ones are missed, not late.';
