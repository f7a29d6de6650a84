-- Courier links (issue 14 item 2): the link a restaurant gives its courier, /delivery/{token}.
-- Portable SQL for a real Supabase/PostgreSQL project.
--
-- Only the server (the tables' owner) reads and writes these tables, through /api/v1/delivery/… and the desk:
-- row-level security is on without any policy and anon/authenticated have no grants.
--
--   * courier_links: one row per order. token_hash is the sha256 (hex) of the link's random token (32 bytes,
--     base64url; the token itself is only in the link). Asking for a link again replaces the hash: a new token,
--     and the previous link stops working at once. A link stops working 24 h after the order was delivered
--     (decided when it is read: delivered_at comes from the order's event log).
--   * courier_actions: every courier action by its client id (the browser's actionId), unique, so an action
--     replayed after a patchy connection is applied exactly once.

create table vendor.courier_links (
  order_id uuid primary key references vendor.orders (id) on delete cascade,
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create table vendor.courier_actions (
  action_id uuid primary key,
  order_id uuid not null references vendor.orders (id) on delete cascade,
  action text not null check (action in ('pickedUp', 'delivered')),
  created_at timestamptz not null default now()
);
create index courier_actions_order_idx on vendor.courier_actions (order_id);

alter table vendor.courier_links enable row level security;
alter table vendor.courier_actions enable row level security;
revoke all on vendor.courier_links, vendor.courier_actions from anon, authenticated;
