-- Issue 32 part C: the desk's auto-accept setting and the client ids of menu saves made on the desk (offline ones are
-- sent again after reconnecting; each id is applied once). Plain SQL that PostgreSQL >= 15 and Supabase accept.
--
-- Only the server (the tables' owner) reads and writes these tables, through /api/v1/desk/** (server/desk): row-level
-- security is on without any policy and anon/authenticated have no grants, so a browser reads or changes nothing here.

-- One row per vendor once its desk saved a setting (no row = auto-accept off, 20 minutes preparation).
-- auto_accept_since: when auto-accept was last switched on; only orders placed since then are accepted automatically.
create table vendor.desk_settings (
  vendor_id uuid primary key references vendor.vendors (id) on delete cascade,
  auto_accept boolean not null default false,
  default_prep_minutes integer not null default 20 check (default_prep_minutes in (10, 15, 20, 30, 45)),
  auto_accept_since timestamptz,
  updated_at timestamptz not null default now()
);

-- The auto-accept sweep looks for unconfirmed orders of vendors with auto-accept on.
create index orders_received_created on vendor.orders (vendor_id, created_at) where state = 'RECEIVED';

-- A menu save's client id (made when the desk's "Speichern" was pressed): the first save with it is applied, a repeat
-- (the offline queue sending again after a lost answer) answers the menu as it is and changes nothing.
create table vendor.desk_menu_saves (
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  client_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (vendor_id, client_id)
);

alter table vendor.desk_settings enable row level security;
alter table vendor.desk_menu_saves enable row level security;
revoke all on vendor.desk_settings, vendor.desk_menu_saves from anon, authenticated;
