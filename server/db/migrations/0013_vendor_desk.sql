-- The vendor desk (issue 14): desk accounts, the desk's idempotent actions, web-push subscriptions, presence, the
-- expiry job's index and the demo mode's desk sign-ins. Plain SQL that PostgreSQL >= 15 and Supabase accept.
--
-- Only the server (the tables' owner) reads and writes these tables, through /api/v1/desk/** (server/desk): row-level
-- security is on without any policy and anon/authenticated have no grants, so a browser reads or changes nothing here.
--
-- Where the desk's switches live: the pause is `pausedUntil` in vendor.vendors.doc and "ausverkauft" is `soldOut` on the
-- product in vendor.catalogs.doc — the listing, vendor page and catalog answers are built from those docs (and cached
-- by row version), so customers see both without another query; :placeOrder reads the same docs.

-- A desk account is a normal auth user (e-mail + password) linked to one vendor. Presence: last_seen_at, set by the
-- desk every 30 s while it is open; the demo kitchen leaves a vendor alone while a desk was seen within 90 s.
create table vendor.desk_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz
);
create index desk_accounts_vendor_seen on vendor.desk_accounts (vendor_id, last_seen_at);

-- Each desk action carries the client's id (actionId): the same id again answers the stored answer, once per vendor.
create table vendor.desk_actions (
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  action_id uuid not null,
  order_id uuid not null references vendor.orders (id) on delete cascade,
  action text not null check (action in ('accept', 'refuse', 'start', 'ready', 'handover', 'delivered', 'pickedUp')),
  -- the answer's order as first answered
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (vendor_id, action_id)
);
create index desk_actions_order on vendor.desk_actions (order_id);

-- Web-push subscriptions of a vendor's desks (the browser's PushSubscription); gone ones (404/410) are deleted.
create table vendor.push_subscriptions (
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  endpoint text not null check (char_length(endpoint) between 9 and 2000 and endpoint like 'https://%'),
  p256dh text not null check (char_length(p256dh) between 1 and 200),
  auth text not null check (char_length(auth) between 1 and 100),
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (vendor_id, endpoint)
);

-- Demo mode only (DEMO_MODE=1, never with NODE_ENV=production): the random password of each seeded vendor's desk
-- account, listed at GET /dev/desk-accounts so a tester can sign in. The account itself stores only the bcrypt hash
-- like every password; nothing is written here outside demo mode.
create table vendor.demo_desk_credentials (
  vendor_id uuid primary key references vendor.vendors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  password text not null,
  created_at timestamptz not null default now()
);

-- The expiry job looks for unconfirmed orders past their expireTime.
create index orders_unconfirmed_expire on vendor.orders (expire_time) where state in ('PENDING', 'RECEIVED');

alter table vendor.desk_accounts enable row level security;
alter table vendor.desk_actions enable row level security;
alter table vendor.push_subscriptions enable row level security;
alter table vendor.demo_desk_credentials enable row level security;
revoke all on vendor.desk_accounts, vendor.desk_actions, vendor.push_subscriptions, vendor.demo_desk_credentials
  from anon, authenticated;
