-- Issue 29: the back office edits a restaurant's UID number (printed on its receipts); the audit trail records it.
-- No new table: only the audit trail's list of actions grows by 'vat_id'.
alter table public.ops_audit drop constraint ops_audit_action_check;
alter table public.ops_audit add constraint ops_audit_action_check
  check (action in ('status', 'reply', 'zones', 'menu', 'publish', 'hours', 'hide', 'unhide', 'vat_id'));
