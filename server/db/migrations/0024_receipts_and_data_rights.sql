-- Receipts and data rights (issue 29). Portable: plain SQL that PostgreSQL >= 15 and a real Supabase project accept.
--
-- 1. A receipt number per restaurant without gaps. Every order gets the next number of its vendor in the same
--    transaction that inserts it: an AFTER INSERT trigger on vendor.orders counts up the vendor's row in
--    vendor.receipt_counters (insert … on conflict do update … returning: the row lock serialises concurrent orders
--    of one vendor, and a rolled-back placement rolls its number back with it) and writes vendor.order_receipts.
--    AFTER, not BEFORE: an insert that `on conflict (vendor_id, request_id) do nothing` discards (an idempotent retry)
--    fires no AFTER trigger, so it takes no number. Orders placed before this migration are numbered in the order they
--    were placed.
-- 2. Account deletion keeps the restaurant's books: the vendor's order records stay (the Austrian duty to keep
--    business records, § 132 BAO: 7 years) but lose the person's name and contact data; the account's own copies,
--    profile, addresses and workplaces go with the auth user (on delete cascade); reviews stay without the name.
-- Only the server (table owner) touches the new tables: RLS on, no policies, no grants for anon/authenticated.

create table vendor.receipt_counters (
  vendor_id uuid primary key references vendor.vendors (id) on delete cascade,
  last_nr integer not null check (last_nr > 0)
);

create table vendor.order_receipts (
  order_id uuid primary key,
  vendor_id uuid not null,
  nr integer not null check (nr > 0),
  unique (vendor_id, nr),
  constraint order_receipts_order foreign key (order_id, vendor_id) references vendor.orders (id, vendor_id) on delete cascade
);

alter table vendor.receipt_counters enable row level security;
alter table vendor.order_receipts enable row level security;
revoke all on vendor.receipt_counters, vendor.order_receipts from anon, authenticated;

insert into vendor.order_receipts (order_id, vendor_id, nr)
select id, vendor_id, row_number() over (partition by vendor_id order by created_at, id)
  from vendor.orders;
insert into vendor.receipt_counters (vendor_id, last_nr)
select vendor_id, max(nr) from vendor.order_receipts group by vendor_id;

create or replace function vendor.assign_receipt_nr() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  n integer;
begin
  insert into vendor.receipt_counters as c (vendor_id, last_nr) values (new.vendor_id, 1)
    on conflict (vendor_id) do update set last_nr = c.last_nr + 1
    returning c.last_nr into n;
  insert into vendor.order_receipts (order_id, vendor_id, nr) values (new.id, new.vendor_id, n);
  return null;
end
$$;

create trigger orders_assign_receipt_nr after insert on vendor.orders
  for each row execute function vendor.assign_receipt_nr();

-- Account deletion by the signed-in user themself: anonymises the vendor's records of the account's orders (name,
-- phone, e-mail, street address, note), removes the name from the account's reviews, then deletes the auth user and
-- with it every personal row. Postal code and city stay (the place of supply), as do lines, amounts and times.
create or replace function public.delete_own_account() returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  update vendor.orders o
     set doc = jsonb_set(o.doc, '{delivery}',
           ((o.doc->'delivery') - 'note' - 'floor' - 'door' - 'house' - 'stair')
             || jsonb_build_object('label', '-', 'mobile', '', 'email', '')
             || case when o.doc->'delivery' ? 'loc'
                     then jsonb_build_object('loc', ((o.doc->'delivery'->'loc') - 'formatted') || '{"addrLines": []}'::jsonb)
                     else '{}'::jsonb end)
   where o.id in (select a.id from public.orders a where a.user_id = me);
  update vendor.reviews set reviewer = null where user_id = me;
  delete from auth.users where id = me;
end
$$;
revoke execute on function public.delete_own_account() from public, anon;
grant execute on function public.delete_own_account() to authenticated, service_role;
