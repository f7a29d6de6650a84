-- Newsletter with double opt-in (blog, spec 3 §2.6; issue 13 item 1). Portable SQL for a real Supabase project.
--
-- Only the server (the tables' owner) reads and writes these tables, through POST /api/v1/newsletter/… : row-level
-- security is on without any policy and anon/authenticated have no grants, so no one reads who is subscribed.
--
--   * newsletter_subscriptions: one row per address (lower-cased), pending until the link in the confirmation mail
--     is used; unsubscribed keeps the row (a later subscribe starts a new opt-in).
--   * newsletter_tokens: the sha256 of each mail's random tokens (32 bytes; the token itself is only in the mail):
--     'confirm' (expires, used once) and 'unsubscribe' (every mail carries its own, valid as long as the row lives).
--   * last_submission_id: the browser's id of the last subscribe action (a resend sends no second mail);
--     mail_window_start/mails_in_window: confirmation mails per address and day (nobody floods a stranger's inbox).
-- Nothing here stores an IP address or a user agent.

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (char_length(email) between 3 and 254 and email = lower(email)
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  language text not null default 'de' check (language in ('de', 'en', 'tr')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  last_submission_id uuid,
  mail_window_start timestamptz,
  mails_in_window integer not null default 0 check (mails_in_window >= 0),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

create table public.newsletter_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscription_id uuid not null references public.newsletter_subscriptions (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index newsletter_tokens_subscription_idx on public.newsletter_tokens (subscription_id);

alter table public.newsletter_subscriptions enable row level security;
alter table public.newsletter_tokens enable row level security;
revoke all on public.newsletter_subscriptions, public.newsletter_tokens from anon, authenticated;
