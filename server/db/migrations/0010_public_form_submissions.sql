-- Public form submissions through the server (issue 12, spec 3 §3, §7). Portable SQL for a real Supabase project.
--
-- The forms post to POST /api/v1/forms/{kind} (server/public-forms): the server validates with the shared schemas,
-- inserts as the tables' owner and answers the new row's human reference — spec 3 §7's "insert, then select the
-- created row" without any read policy: anon and authenticated still may only insert (0004's policies) and can
-- never select, update or delete a submission. Ethics reports are no longer open to direct inserts at all (below).
--
--   * submission_id: the browser's UUID of one submission; unique, so a resend (flaky network, offline queue) stores
--     one row and gets the same answer. Direct inserts through /rest/v1 get a random one.
--   * submission_hash: sha256 of the submitted data (server inserts), to tell a resend from another submission
--     with the same id (409).
--   * reference: `CA-2026-000042` — a per-table prefix, the year (Vienna) and a per-table sequence; set by a trigger
--     on every insert, whatever the insert says.
--   * job_applications: the careers form (spec 3 §3 "Job application"), insert-only like the others.
--   * ethics case follow-up: a random case number and the sha256 of a one-time secret (the reporter's only key to
--     the case), and the case's messages between reporter and operator (each with the sender's unique client id).
--     Nothing here stores an IP address, a user agent or an account id.

-- ---- references ----------------------------------------------------------------------------------------------------

create sequence public.courier_application_ref_seq;
create sequence public.restaurant_signup_ref_seq;
create sequence public.vendor_recommendation_ref_seq;
create sequence public.job_application_ref_seq;
create sequence public.ethics_report_ref_seq;

-- `PREFIX-YYYY-000042` from the trigger's arguments (prefix, sequence); 6 digits at least, more when needed
create function public.assign_submission_reference()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  n text := nextval(tg_argv[1]::regclass)::text;
begin
  new.reference := tg_argv[0] || '-' || to_char(now() at time zone 'Europe/Vienna', 'YYYY') || '-'
    || case when char_length(n) < 6 then lpad(n, 6, '0') else n end;
  return new;
end
$$;
revoke execute on function public.assign_submission_reference() from public, anon, authenticated;

-- ---- the four existing tables ----------------------------------------------------------------------------------------

alter table public.courier_applications
  add column submission_id uuid not null unique default gen_random_uuid(),
  add column submission_hash text check (char_length(submission_hash) = 64),
  add column reference text unique;
alter table public.restaurant_signups
  add column submission_id uuid not null unique default gen_random_uuid(),
  add column submission_hash text check (char_length(submission_hash) = 64),
  add column reference text unique;
alter table public.vendor_recommendations
  add column submission_id uuid not null unique default gen_random_uuid(),
  add column submission_hash text check (char_length(submission_hash) = 64),
  add column reference text unique;
alter table public.ethics_reports
  add column submission_id uuid not null unique default gen_random_uuid(),
  add column submission_hash text check (char_length(submission_hash) = 64),
  add column reference text unique,
  add column case_number text unique check (case_number ~ '^EC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
  add column case_secret_hash text check (case_secret_hash ~ '^[0-9a-f]{64}$'),
  add constraint ethics_reports_case_pair check ((case_number is null) = (case_secret_hash is null));

-- rows from before this migration get their reference now
update public.courier_applications set reference = 'CA-' || to_char(created_at at time zone 'Europe/Vienna', 'YYYY') || '-'
  || lpad(nextval('public.courier_application_ref_seq')::text, 6, '0') where reference is null;
update public.restaurant_signups set reference = 'RS-' || to_char(created_at at time zone 'Europe/Vienna', 'YYYY') || '-'
  || lpad(nextval('public.restaurant_signup_ref_seq')::text, 6, '0') where reference is null;
update public.vendor_recommendations set reference = 'VR-' || to_char(created_at at time zone 'Europe/Vienna', 'YYYY') || '-'
  || lpad(nextval('public.vendor_recommendation_ref_seq')::text, 6, '0') where reference is null;
update public.ethics_reports set reference = 'ER-' || to_char(created_at at time zone 'Europe/Vienna', 'YYYY') || '-'
  || lpad(nextval('public.ethics_report_ref_seq')::text, 6, '0') where reference is null;

alter table public.courier_applications alter column reference set not null;
alter table public.restaurant_signups alter column reference set not null;
alter table public.vendor_recommendations alter column reference set not null;
alter table public.ethics_reports alter column reference set not null;

create trigger courier_applications_reference before insert on public.courier_applications
  for each row execute function public.assign_submission_reference('CA', 'public.courier_application_ref_seq');
create trigger restaurant_signups_reference before insert on public.restaurant_signups
  for each row execute function public.assign_submission_reference('RS', 'public.restaurant_signup_ref_seq');
create trigger vendor_recommendations_reference before insert on public.vendor_recommendations
  for each row execute function public.assign_submission_reference('VR', 'public.vendor_recommendation_ref_seq');
create trigger ethics_reports_reference before insert on public.ethics_reports
  for each row execute function public.assign_submission_reference('ER', 'public.ethics_report_ref_seq');

-- An ethics report is filed through the server only (POST /api/v1/forms/ethics-report), which writes no request log
-- for it: a direct insert through /rest/v1 would leave the reporter's address in the REST layer's request log.
drop policy if exists "anyone submits: ethics report" on public.ethics_reports;

-- ---- job applications (careers, spec 3 §2.5, §3) ---------------------------------------------------------------------

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null unique default gen_random_uuid(),
  submission_hash text check (char_length(submission_hash) = 64),
  reference text not null unique,
  position text not null check (position in ('software-engineer', 'product-manager', 'marketing-specialist',
    'customer-support', 'operations-manager', 'data-analyst', 'intern')),
  department text not null check (char_length(btrim(department)) between 1 and 100),
  work_type text not null default 'fulltime' check (work_type in ('fulltime', 'parttime', 'internship')),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (char_length(btrim(phone)) between 1 and 40),
  date_of_birth date check (date_of_birth between date '1900-01-01' and current_date),
  address text check (char_length(address) <= 300),
  city text check (char_length(city) <= 100),
  postal_code text check (char_length(postal_code) <= 10),
  start_date text check (char_length(start_date) <= 100),
  experience text not null check (char_length(btrim(experience)) between 1 and 5000),
  education text not null check (char_length(btrim(education)) between 1 and 2000),
  skills text check (char_length(skills) <= 2000),
  languages text check (char_length(languages) <= 500),
  previous_jobs text check (char_length(previous_jobs) <= 5000),
  motivation text not null check (char_length(btrim(motivation)) between 1 and 5000),
  why_us text not null check (char_length(btrim(why_us)) between 1 and 5000),
  salary text check (char_length(salary) <= 100),
  has_cv boolean not null check (has_cv),
  has_cover_letter boolean not null default false,
  has_certificates boolean not null default false,
  accept_terms boolean not null check (accept_terms),
  accept_privacy boolean not null check (accept_privacy),
  status text not null default 'pending' check (status in ('pending', 'reviewing', 'accepted', 'rejected')),
  created_at timestamptz not null default now()
);
create index job_applications_created_idx on public.job_applications (created_at desc);
create trigger job_applications_reference before insert on public.job_applications
  for each row execute function public.assign_submission_reference('JA', 'public.job_application_ref_seq');

alter table public.job_applications enable row level security;
-- insert only, as a new record, like the other public forms: no select/update/delete policy for anon or authenticated
create policy "anyone submits: job application" on public.job_applications
  for insert to anon, authenticated with check (status = 'pending');

-- ---- ethics case messages ---------------------------------------------------------------------------------------------

create table public.ethics_case_messages (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.ethics_reports (id) on delete cascade,
  -- the sender's id of this message (reporter: made by the browser; operator: by the back office): a resend is harmless
  client_id uuid not null unique,
  author text not null check (author in ('reporter', 'operator')),
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index ethics_case_messages_report_idx on public.ethics_case_messages (report_id, created_at);

-- only the server (the owner) reads and writes case messages: row-level security without any policy, and no grants
alter table public.ethics_case_messages enable row level security;
revoke all on public.ethics_case_messages from anon, authenticated;

-- the reference sequences are the trigger's business only
revoke all on sequence public.courier_application_ref_seq, public.restaurant_signup_ref_seq,
  public.vendor_recommendation_ref_seq, public.job_application_ref_seq, public.ethics_report_ref_seq from anon, authenticated;
