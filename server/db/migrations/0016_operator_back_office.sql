-- The operator back office (issue 16). Plain SQL that PostgreSQL >= 15 and Supabase accept.
--
--   * Operators are auth users whose app metadata says role = operator (set by `npm run ops:add`, never by a user:
--     on Supabase only the service role writes raw_app_meta_data). public.is_operator() asks the database, not only
--     the token: a revoked operator reads nothing more through /rest/v1 even with a token issued before.
--   * Operators may select and update the submission tables through /rest/v1; anon and customers still may only
--     insert (0004/0010), and read nothing.
--   * public.ops_audit: who changed what when (status moves with their internal note, replies, zones, menu, publish).
--     Written by the server in the same transaction as the change; operators may read it, nobody writes it directly.
--   * Ethics reports keep their reporter-facing statuses (submitted, reviewing, closed); `resolution` records
--     whether a closed case was accepted or rejected.
--   * A vendor made from a restaurant sign-up starts as a draft: vendor.vendors.draft, left out of the listing
--     until it is published. restaurant_signups.vendor_id links the sign-up to it.
--   * Demo mode only: the seeded operator's random password, for GET /dev/operator.

create or replace function public.is_operator()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'operator', false)
     and exists (
       select 1 from auth.users u
        where u.id = auth.uid() and u.raw_app_meta_data ->> 'role' = 'operator'
     )
$$;
revoke execute on function public.is_operator() from public;
grant execute on function public.is_operator() to anon, authenticated, service_role;

-- ---- submissions: operators read and update -------------------------------------------------------------------------

alter table public.ethics_reports
  add column resolution text check (resolution in ('accepted', 'rejected')),
  add constraint ethics_reports_resolution_closed check (resolution is null or status = 'closed');

alter table public.restaurant_signups add column vendor_id uuid unique references vendor.vendors (id) on delete set null;

create policy "operators read: courier applications" on public.courier_applications
  for select to authenticated using (public.is_operator());
create policy "operators update: courier applications" on public.courier_applications
  for update to authenticated using (public.is_operator()) with check (public.is_operator());
create policy "operators read: restaurant sign-ups" on public.restaurant_signups
  for select to authenticated using (public.is_operator());
create policy "operators update: restaurant sign-ups" on public.restaurant_signups
  for update to authenticated using (public.is_operator()) with check (public.is_operator());
create policy "operators read: vendor recommendations" on public.vendor_recommendations
  for select to authenticated using (public.is_operator());
create policy "operators update: vendor recommendations" on public.vendor_recommendations
  for update to authenticated using (public.is_operator()) with check (public.is_operator());
create policy "operators read: job applications" on public.job_applications
  for select to authenticated using (public.is_operator());
create policy "operators update: job applications" on public.job_applications
  for update to authenticated using (public.is_operator()) with check (public.is_operator());
create policy "operators read: ethics reports" on public.ethics_reports
  for select to authenticated using (public.is_operator());
create policy "operators update: ethics reports" on public.ethics_reports
  for update to authenticated using (public.is_operator()) with check (public.is_operator());

-- case messages had no grants at all (0010): operators may read them; writing stays the server's
grant select on public.ethics_case_messages to authenticated;
create policy "operators read: ethics case messages" on public.ethics_case_messages
  for select to authenticated using (public.is_operator());

-- ---- audit trail -------------------------------------------------------------------------------------------------------

create table public.ops_audit (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text not null check (char_length(actor_email) between 1 and 254),
  -- courier | restaurant | recommendation | job | ethics (a submission) or vendor
  entity text not null check (entity in ('courier', 'restaurant', 'recommendation', 'job', 'ethics', 'vendor')),
  entity_id uuid not null,
  action text not null check (action in ('status', 'reply', 'zones', 'menu', 'publish', 'hours')),
  from_status text check (char_length(from_status) <= 40),
  to_status text check (char_length(to_status) <= 40),
  note text check (char_length(note) <= 2000)
);
create index ops_audit_entity_idx on public.ops_audit (entity, entity_id, at);

alter table public.ops_audit enable row level security;
revoke all on public.ops_audit from anon, authenticated;
grant select on public.ops_audit to authenticated;
create policy "operators read: audit trail" on public.ops_audit
  for select to authenticated using (public.is_operator());

-- ---- draft vendors -------------------------------------------------------------------------------------------------------

alter table vendor.vendors
  add column draft boolean not null default false,
  add column published_at timestamptz;
update vendor.vendors set published_at = created_at where published_at is null;

-- ---- demo mode: the seeded operator's password ----------------------------------------------------------------------------

create table public.ops_demo_credentials (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  password text not null,
  created_at timestamptz not null default now()
);
alter table public.ops_demo_credentials enable row level security;
revoke all on public.ops_demo_credentials from anon, authenticated;
