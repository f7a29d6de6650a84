-- Web Push for customers, tied to the account when signed in (issue 28: "the subscription belongs to that order, and
-- to the account when signed in"). Plain SQL that a real Supabase project accepts unchanged.
--
-- user_id: the signed-in customer who subscribed (null for a guest). A signed-in customer subscribes to an order of
-- their own account without the order's access key (their session is the proof: server/order-push/routes.ts); the
-- subscription goes with the account when it is deleted.
alter table vendor.order_push_subscriptions
  add column if not exists user_id uuid references auth.users (id) on delete cascade;
create index if not exists order_push_subscriptions_user on vendor.order_push_subscriptions (user_id) where user_id is not null;

-- row-level security stays on and the table stays closed to the browser roles: only the server (its owner) reads it
alter table vendor.order_push_subscriptions enable row level security;
revoke all on vendor.order_push_subscriptions from anon, authenticated;
