-- Geocoder answer cache (issue 15 item 2): street suggestions and coordinates from the configured geocoder
-- (GEOCODER_URL, Photon or Nominatim), so a repeated lookup costs the geocoder nothing and still answers while it is
-- down. Portable SQL for a real Supabase/PostgreSQL project.
--
-- Only the server (the table's owner) reads and writes it: row-level security is on without any policy and
-- anon/authenticated have no grants. No user id, IP address or user agent is stored; a query is what was typed
-- into an address field (lower-cased, blanks folded), shared by everyone who types the same.

create table public.geocode_cache (
  provider text not null check (provider in ('photon', 'nominatim')),
  query text not null check (char_length(query) between 1 and 200),
  results jsonb not null check (jsonb_typeof(results) = 'array'),
  fetched_at timestamptz not null default now(),
  primary key (provider, query)
);

alter table public.geocode_cache enable row level security;
revoke all on public.geocode_cache from anon, authenticated;
