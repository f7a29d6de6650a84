-- Ratings and reviews from real orders only (issue 30). Plain SQL that PostgreSQL >= 15 and Supabase accept.
--
--   * vendor.reviews: one review per order (order_id unique), written by the server only after it checked that the
--     order was delivered or picked up, is the caller's (the order's own link, or the signed-in account the order is
--     in) and is at most 14 days past delivery (server/reviews). The review belongs to the order's vendor: the foreign
--     key (order_id, vendor_id) → vendor.orders (id, vendor_id) makes a review of another vendor's order impossible,
--     and a trigger refuses every change of order_id or vendor_id, so a review cannot be moved to another vendor.
--   * The restaurant's one public reply per review (reply, reply_at; editable), the operator's hiding with a reason
--     (hidden_at, hidden_reason; the audit trail in public.ops_audit, entity 'review'), customers' reports
--     (vendor.review_reports).
--   * The vendor's aggregate (vendor.vendors rating_value, rating_count and doc.rating) is recomputed from the
--     visible reviews in the same transaction as every change (server/reviews/store.ts).
--
-- Only the server (the tables' owner) reads and writes these tables: row-level security is on without any policy and
-- anon/authenticated have no grants, so a browser reads or changes nothing here, even where a Supabase project exposes
-- the schema. The public reads the visible reviews through GET /api/v1/vendors/{id}/reviews (names shortened there).

alter table vendor.orders add constraint orders_id_vendor_unique unique (id, vendor_id);

create table vendor.reviews (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique,
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  -- the account that rated (null: a guest through the order's own link)
  user_id uuid references auth.users (id) on delete set null,
  -- shown name: first name and initial ("Anna M."), null = "Gast"
  reviewer text check (char_length(reviewer) between 1 and 60),
  food_stars smallint not null check (food_stars between 1 and 5),
  -- null for a picked-up order
  delivery_stars smallint check (delivery_stars between 1 and 5),
  body text check (char_length(body) between 1 and 1000),
  -- when the order was placed and what was ordered (product names only), shown as "bestellt am …"
  ordered_at timestamptz not null,
  products text[] not null default '{}' check (cardinality(products) <= 50),
  delivered_at timestamptz not null,
  edits integer not null default 0 check (edits >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  reply text check (char_length(reply) between 1 and 1000),
  reply_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text check (char_length(hidden_reason) between 1 and 500),
  constraint reviews_order_of_vendor foreign key (order_id, vendor_id)
    references vendor.orders (id, vendor_id) on delete cascade,
  constraint reviews_reply_time check ((reply is null) = (reply_at is null)),
  constraint reviews_hidden_reason check ((hidden_at is null) = (hidden_reason is null))
);
create index reviews_vendor_visible_newest on vendor.reviews (vendor_id, created_at desc, id desc) where hidden_at is null;
create index reviews_user on vendor.reviews (user_id);

create or replace function vendor.reviews_keep_owner() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.order_id <> old.order_id or new.vendor_id <> old.vendor_id then
    raise exception 'a review cannot be moved to another order or vendor' using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger reviews_keep_owner before update of order_id, vendor_id on vendor.reviews
  for each row execute function vendor.reviews_keep_owner();

create table vendor.review_reports (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references vendor.reviews (id) on delete cascade,
  reason text not null check (reason in ('offensive', 'spam', 'not_genuine', 'personal_data', 'other')),
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now()
);
create index review_reports_review on vendor.review_reports (review_id, created_at);

alter table vendor.reviews enable row level security;
alter table vendor.review_reports enable row level security;
revoke all on vendor.reviews, vendor.review_reports from anon, authenticated;

-- the audit trail knows reviews: hiding and showing again
alter table public.ops_audit drop constraint ops_audit_entity_check;
alter table public.ops_audit add constraint ops_audit_entity_check
  check (entity in ('courier', 'restaurant', 'recommendation', 'job', 'ethics', 'vendor', 'review'));
alter table public.ops_audit drop constraint ops_audit_action_check;
alter table public.ops_audit add constraint ops_audit_action_check
  check (action in ('status', 'reply', 'zones', 'menu', 'publish', 'hours', 'hide', 'unhide'));
