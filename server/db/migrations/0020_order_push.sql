-- Web Push for customers, no account needed (issue 28). Plain SQL that a real Supabase project accepts unchanged.
--
-- vendor.push_vapid: the VAPID key pair demo mode creates once and keeps (npm start has push out of the box; one row,
-- so every server node on the database signs with the same keys). Production sets VAPID_* instead and never writes it.
create table if not exists vendor.push_vapid (
  id smallint primary key default 1 check (id = 1),
  public_key text not null check (char_length(public_key) between 80 and 100),
  private_key text not null check (char_length(private_key) between 40 and 50),
  subject text not null check (char_length(subject) between 8 and 200),
  created_at timestamptz not null default now()
);

-- vendor.order_push_subscriptions: a browser's subscription to one order's changes, proven by the order's access key
-- (0019). It ends with the order (delivered, cancelled) or at expires_at (24 h); a gone endpoint (404/410) is deleted.
create table if not exists vendor.order_push_subscriptions (
  order_id uuid not null references vendor.orders (id) on delete cascade,
  endpoint text not null check (char_length(endpoint) between 9 and 2000 and endpoint like 'https://%'),
  p256dh text not null check (char_length(p256dh) between 1 and 200),
  auth text not null check (char_length(auth) between 1 and 100),
  lang text not null check (lang in ('de', 'en', 'tr')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (order_id, endpoint)
);
create index if not exists order_push_subscriptions_expires on vendor.order_push_subscriptions (expires_at);

-- vendor.order_push_sent: one row per (order, change) claims its notification, so it is sent once however many server
-- nodes or events see the change (insert … on conflict do nothing returning).
create table if not exists vendor.order_push_sent (
  order_id uuid not null references vendor.orders (id) on delete cascade,
  change text not null check (char_length(change) between 1 and 80),
  sent_at timestamptz not null,
  primary key (order_id, change)
);

alter table vendor.push_vapid enable row level security;
alter table vendor.order_push_subscriptions enable row level security;
alter table vendor.order_push_sent enable row level security;
revoke all on vendor.push_vapid, vendor.order_push_subscriptions, vendor.order_push_sent from anon, authenticated;
