-- Customer data of the personal area (spec 2 §3) and the stored orders of signed-in customers (spec 1 §3).
-- Portable: plain SQL a real Supabase project accepts unchanged (auth.users, auth.uid() and the roles
-- anon/authenticated come from Supabase there, from 0002_supabase_local_shim.local.sql here).
-- Row-level security: a signed-in user reads and changes only their own rows; anonymous visitors see nothing.
-- Deleting the auth user deletes every personal row (on delete cascade).

create table public.user_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  phone text check (char_length(phone) <= 40),
  avatar_url text check (char_length(avatar_url) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.user_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null default 'home' check (type in ('home', 'work', 'other')),
  title text not null check (char_length(btrim(title)) between 1 and 100),
  street text not null check (char_length(btrim(street)) between 1 and 200),
  building_number text not null check (char_length(btrim(building_number)) between 1 and 20),
  stair text check (char_length(stair) <= 20),
  floor text check (char_length(floor) <= 20),
  door_number text check (char_length(door_number) <= 20),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postal_code text not null check (postal_code ~ '^[0-9]{4,5}$'),
  country text not null default 'Österreich' check (char_length(country) <= 100),
  is_default boolean not null default false,
  details text check (char_length(details) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_addresses_user_idx on public.user_addresses (user_id, is_default desc, created_at desc);

create table public.user_workplaces (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  street text not null check (char_length(btrim(street)) between 1 and 200),
  building_number text not null check (char_length(btrim(building_number)) between 1 and 20),
  stair text check (char_length(stair) <= 20),
  floor text check (char_length(floor) <= 20),
  door_number text check (char_length(door_number) <= 20),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postal_code text not null check (postal_code ~ '^[0-9]{4,5}$'),
  country text not null default 'Österreich' check (char_length(country) <= 100),
  monthly_budget numeric(10, 2) not null default 0 check (monthly_budget >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_workplaces_user_idx on public.user_workplaces (user_id, created_at desc);

-- Amounts in euro with cents (numeric(10,2)), as the app's wire keeps euro numbers.
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  order_number text not null unique check (char_length(order_number) between 1 and 64),
  restaurant_id text check (char_length(restaurant_id) <= 200),
  restaurant_name text check (char_length(restaurant_name) <= 200),
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'preparing', 'processed', 'onway', 'delivered', 'cancelled')),
  delivery_type text not null default 'delivery' check (delivery_type in ('delivery', 'pickup')),
  subtotal numeric(10, 2) not null default 0 check (subtotal >= 0),
  delivery_fee numeric(10, 2) not null default 0 check (delivery_fee >= 0),
  total numeric(10, 2) not null check (total >= 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  delivery_address_street text check (char_length(delivery_address_street) <= 200),
  delivery_address_building_number text check (char_length(delivery_address_building_number) <= 20),
  delivery_address_stair text check (char_length(delivery_address_stair) <= 20),
  delivery_address_floor text check (char_length(delivery_address_floor) <= 20),
  delivery_address_door_number text check (char_length(delivery_address_door_number) <= 20),
  delivery_address_city text check (char_length(delivery_address_city) <= 100),
  delivery_address_postal_code text check (char_length(delivery_address_postal_code) <= 10),
  delivery_address_details text check (char_length(delivery_address_details) <= 1000),
  payment_method text check (payment_method in ('cash', 'card', 'atm')),
  customer_notes text check (char_length(customer_notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_user_created_idx on public.orders (user_id, created_at desc);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id text check (char_length(product_id) <= 200),
  product_name text not null check (char_length(btrim(product_name)) between 1 and 300),
  quantity integer not null check (quantity between 1 and 999),
  unit_price numeric(10, 2) not null default 0 check (unit_price >= 0),
  total_price numeric(10, 2) not null default 0 check (total_price >= 0),
  customizations jsonb,
  notes text check (char_length(notes) <= 1000),
  created_at timestamptz not null default now()
);
create index order_items_order_idx on public.order_items (order_id);

-- ---------------------------------------------------------------------------------------------------------
-- Row-level security: own rows only. `(select auth.uid())` is evaluated once per statement (Supabase advice).
alter table public.user_profiles enable row level security;
alter table public.user_addresses enable row level security;
alter table public.user_workplaces enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;

create policy "own profile: read" on public.user_profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own profile: create" on public.user_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own profile: change" on public.user_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own profile: delete" on public.user_profiles for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own addresses: read" on public.user_addresses for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own addresses: create" on public.user_addresses for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own addresses: change" on public.user_addresses for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own addresses: delete" on public.user_addresses for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own workplaces: read" on public.user_workplaces for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own workplaces: create" on public.user_workplaces for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own workplaces: change" on public.user_workplaces for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own workplaces: delete" on public.user_workplaces for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "own orders: read" on public.orders for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own orders: create" on public.orders for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own orders: change" on public.orders for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own orders: delete" on public.orders for delete to authenticated
  using (user_id = (select auth.uid()));

-- order items belong to the user who owns their order
create policy "own order items: read" on public.order_items for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "own order items: create" on public.order_items for insert to authenticated
  with check (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "own order items: change" on public.order_items for update to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())))
  with check (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "own order items: delete" on public.order_items for delete to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));

-- ---------------------------------------------------------------------------------------------------------
-- updated_at bookkeeping, and at most one default address per user (setting one clears the others).
create or replace function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger user_profiles_updated_at before update on public.user_profiles
  for each row execute function public.set_updated_at();
create trigger user_addresses_updated_at before update on public.user_addresses
  for each row execute function public.set_updated_at();
create trigger user_workplaces_updated_at before update on public.user_workplaces
  for each row execute function public.set_updated_at();
create trigger orders_updated_at before update on public.orders
  for each row execute function public.set_updated_at();

create or replace function public.keep_single_default_address() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.is_default then
    update public.user_addresses
       set is_default = false
     where user_id = new.user_id and id <> new.id and is_default;
  end if;
  return new;
end
$$;

create trigger user_addresses_single_default after insert or update of is_default on public.user_addresses
  for each row when (new.is_default) execute function public.keep_single_default_address();

-- ---------------------------------------------------------------------------------------------------------
-- Order numbers: LZ-{year}-{sequence}, e.g. LZ-2026-000042 (spec 1 §7). Only signed-in users may draw one.
create sequence public.order_number_seq;

create or replace function public.generate_order_number() returns text
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select 'LZ-' || to_char(now() at time zone 'Europe/Vienna', 'YYYY') || '-'
         || lpad(nextval('public.order_number_seq')::text, 6, '0')
$$;
revoke execute on function public.generate_order_number() from public, anon;
grant execute on function public.generate_order_number() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The profile row is created when the e-mail address is confirmed (at once when no confirmation is needed),
-- from the sign-up metadata (first_name, last_name, phone). A trigger on auth.users works on Supabase too.
create or replace function public.handle_user_email_confirmed() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null and (tg_op = 'INSERT' or old.email_confirmed_at is null) then
    insert into public.user_profiles (user_id, first_name, last_name, phone)
    values (
      new.id,
      left(nullif(btrim(new.raw_user_meta_data ->> 'first_name'), ''), 100),
      left(nullif(btrim(new.raw_user_meta_data ->> 'last_name'), ''), 100),
      left(nullif(btrim(new.raw_user_meta_data ->> 'phone'), ''), 40)
    )
    on conflict (user_id) do nothing;
  end if;
  return new;
end
$$;
revoke execute on function public.handle_user_email_confirmed() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed
  after insert or update of email_confirmed_at on auth.users
  for each row execute function public.handle_user_email_confirmed();

-- Account deletion by the signed-in user themself (the admin API needs the service key, which never reaches
-- the browser): deletes the auth user, and with it every personal row.
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
  delete from auth.users where id = me;
end
$$;
revoke execute on function public.delete_own_account() from public, anon;
grant execute on function public.delete_own_account() to authenticated, service_role;
