-- Vendor order system (spec 1 §3, §7): vendors, catalogs, orders and the order event log.
-- Lives in its own schema, apart from the customer tables. Plain SQL that PostgreSQL >= 15 and Supabase accept.
-- Only the server (table owner) touches these tables; RLS is enabled with no policies, so the anon and
-- authenticated roles of a Supabase deployment can read or change nothing here.

create schema if not exists vendor;

create table vendor.vendors (
  id uuid primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  label text not null check (length(label) between 1 and 200),
  type text not null default 'food',
  cuisine text,
  city text not null,
  city_slug text not null,
  postal_code text not null check (postal_code ~ '^[0-9]{4}$'),
  -- every postal code any delivery zone serves (own code when there are no zones), and the lower-case
  -- city names/slugs of those codes: what the listing filter `zone:{postal code or city}` matches.
  zone_postal_codes text[] not null default '{}',
  zone_cities text[] not null default '{}',
  tags text[] not null default '{}',
  rating_value double precision not null default 0 check (rating_value between 0 and 5),
  rating_count integer not null default 0 check (rating_count >= 0),
  popularity integer not null default 0,
  is_promoted boolean not null default false,
  -- lower-case name, label, cuisine and tags for free-text search
  search_text text not null default '',
  -- the vendor record exactly as GET /api/v1/vendors/{id} answers it (spec 1 §3), without the catalog
  doc jsonb not null,
  -- sha256 (hex) of the vendor's secret bearer token for vendor-side calls
  secret_token_hash text not null,
  created_seq bigserial not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vendors_zone_postal_codes_gin on vendor.vendors using gin (zone_postal_codes);
create index vendors_zone_cities_gin on vendor.vendors using gin (zone_cities);
create index vendors_tags_gin on vendor.vendors using gin (tags);
create index vendors_rating_order on vendor.vendors (rating_value desc, label, id);
create index vendors_label_order on vendor.vendors (label, id);
create index vendors_city_slug on vendor.vendors (city_slug);

create table vendor.catalogs (
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  catalog text not null default 'delivery',
  -- { "productGroups": [...] } in the shape of spec 1 §3
  doc jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (vendor_id, catalog)
);

create sequence vendor.order_nr_seq start with 100001;

create table vendor.orders (
  id uuid primary key,
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  request_id text not null check (length(request_id) between 1 and 200),
  nr text not null unique,
  state text not null default 'RECEIVED',
  -- the order as GET …/orders/{id} answers it (view 2), fulfillment included
  doc jsonb not null,
  expire_time timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- idempotency: one order per (vendor, requestId), enforced by the database, not by read-then-write
  unique (vendor_id, request_id)
);
create index orders_vendor_created on vendor.orders (vendor_id, created_at desc, id);

create table vendor.order_events (
  seq bigserial primary key,
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  order_id uuid not null references vendor.orders (id) on delete cascade,
  type text not null check (type in ('created', 'state', 'updated')),
  state text,
  created_at timestamptz not null default now()
);
create index order_events_vendor_seq on vendor.order_events (vendor_id, seq);

alter table vendor.vendors enable row level security;
alter table vendor.catalogs enable row level security;
alter table vendor.orders enable row level security;
alter table vendor.order_events enable row level security;
