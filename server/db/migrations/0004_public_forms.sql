-- Public forms of the marketing pages (spec 3 §3): courier applications, restaurant sign-ups, vendor
-- recommendations and ethics reports. Portable SQL for a real Supabase project.
-- Visitors (anon) and signed-in users may only INSERT, always as a new pending/submitted record; nobody but the
-- server (table owner / service_role) reads them back, so `insert(...).select()` is refused by RLS, as on Supabase.

create table public.courier_applications (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (char_length(btrim(phone)) between 1 and 40),
  address text not null check (char_length(btrim(address)) between 1 and 300),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postal_code text not null check (char_length(btrim(postal_code)) between 1 and 10),
  date_of_birth date check (date_of_birth between date '1900-01-01' and current_date),
  vehicle_type text not null check (vehicle_type in ('bike', 'motorcycle', 'car')),
  has_drivers_license boolean not null default false,
  drivers_license_number text check (char_length(drivers_license_number) <= 50),
  availability text[] not null default '{}' check (cardinality(availability) <= 7),
  preferred_working_hours text check (char_length(preferred_working_hours) <= 200),
  has_own_vehicle boolean not null default false,
  vehicle_details text check (char_length(vehicle_details) <= 500),
  bank_account_holder text check (char_length(bank_account_holder) <= 200),
  iban text not null check (char_length(btrim(iban)) between 1 and 42),
  tax_number text check (char_length(tax_number) <= 50),
  accept_terms boolean not null check (accept_terms),
  status text not null default 'pending' check (status in ('pending', 'reviewing', 'accepted', 'rejected')),
  created_at timestamptz not null default now(),
  check (vehicle_type = 'bike' or has_drivers_license)
);

create table public.restaurant_signups (
  id uuid primary key default gen_random_uuid(),
  restaurant_name text not null check (char_length(btrim(restaurant_name)) between 1 and 200),
  owner_first_name text not null check (char_length(btrim(owner_first_name)) between 1 and 100),
  owner_last_name text not null check (char_length(btrim(owner_last_name)) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (char_length(btrim(phone)) between 1 and 40),
  website text check (char_length(website) <= 500),
  street text not null check (char_length(btrim(street)) between 1 and 200),
  building_number text not null check (char_length(btrim(building_number)) between 1 and 20),
  postal_code text not null check (char_length(btrim(postal_code)) between 1 and 10),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  country text not null default 'Österreich' check (country in ('Österreich', 'Deutschland', 'Schweiz')),
  cuisine text not null check (char_length(btrim(cuisine)) between 1 and 100),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  opening_hours jsonb check (opening_hours is null or jsonb_typeof(opening_hours) = 'object'),
  business_license text not null check (char_length(btrim(business_license)) between 1 and 100),
  tax_number text not null check (char_length(btrim(tax_number)) between 1 and 50),
  vat_number text check (char_length(vat_number) <= 50),
  accept_terms boolean not null check (accept_terms),
  accept_commission boolean not null check (accept_commission),
  status text not null default 'pending' check (status in ('pending', 'reviewing', 'accepted', 'rejected')),
  created_at timestamptz not null default now()
);

create table public.vendor_recommendations (
  id uuid primary key default gen_random_uuid(),
  vendor_name text not null check (char_length(btrim(vendor_name)) between 1 and 200),
  vendor_address text check (char_length(vendor_address) <= 300),
  vendor_phone text check (char_length(vendor_phone) <= 40),
  vendor_website text check (char_length(vendor_website) <= 500),
  category text not null check (char_length(btrim(category)) between 1 and 50),
  description text check (char_length(description) <= 5000),
  recommender_name text check (char_length(recommender_name) <= 200),
  recommender_email text check (recommender_email is null or (char_length(recommender_email) <= 254
    and recommender_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postal_code text check (char_length(postal_code) <= 10),
  status text not null default 'pending' check (status in ('pending', 'reviewing', 'accepted', 'rejected')),
  created_at timestamptz not null default now()
);

create table public.ethics_reports (
  id uuid primary key default gen_random_uuid(),
  category text not null check (char_length(btrim(category)) between 1 and 200),
  description text not null check (char_length(btrim(description)) between 1 and 20000),
  location text check (char_length(location) <= 500),
  incident_date date,
  witnesses text check (char_length(witnesses) <= 5000),
  evidence text check (char_length(evidence) <= 5000),
  contact_name text check (char_length(contact_name) <= 200),
  contact_email text check (contact_email is null or (char_length(contact_email) <= 254
    and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  contact_phone text check (char_length(contact_phone) <= 40),
  anonymous boolean not null default false,
  status text not null default 'submitted' check (status in ('submitted', 'reviewing', 'closed')),
  created_at timestamptz not null default now(),
  -- an anonymous report carries no contact data
  check (not anonymous or (contact_name is null and contact_email is null and contact_phone is null))
);

create index courier_applications_created_idx on public.courier_applications (created_at desc);
create index restaurant_signups_created_idx on public.restaurant_signups (created_at desc);
create index vendor_recommendations_created_idx on public.vendor_recommendations (created_at desc);
create index ethics_reports_created_idx on public.ethics_reports (created_at desc);

alter table public.courier_applications enable row level security;
alter table public.restaurant_signups enable row level security;
alter table public.vendor_recommendations enable row level security;
alter table public.ethics_reports enable row level security;

-- insert only, and only as a new record: no select/update/delete policy exists for anon or authenticated
create policy "anyone submits: courier application" on public.courier_applications
  for insert to anon, authenticated with check (status = 'pending');
create policy "anyone submits: restaurant sign-up" on public.restaurant_signups
  for insert to anon, authenticated with check (status = 'pending');
create policy "anyone submits: vendor recommendation" on public.vendor_recommendations
  for insert to anon, authenticated with check (status = 'pending');
create policy "anyone submits: ethics report" on public.ethics_reports
  for insert to anon, authenticated with check (status = 'submitted');
