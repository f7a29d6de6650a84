-- LOCAL-ONLY SHIM (skipped on a real Supabase project, which already provides all of this).
-- What hosted Supabase gives every project and our embedded backend (server/supabase) needs:
--   * the roles anon / authenticated / service_role (service_role bypasses RLS),
--   * the `auth` schema with the tables our GoTrue-compatible code uses (users, sessions, refresh tokens,
--     one-time codes), and the helper functions auth.uid(), auth.role(), auth.jwt() exactly as Supabase
--     defines them (they read the `request.jwt.claims` setting each request sets with set_config(…, true)),
--   * Supabase's default grants: anon/authenticated/service_role get ALL on everything created in `public`
--     afterwards, and row-level security decides what each request may see.
-- Roles are cluster-wide on a real PostgreSQL (every test file creates a fresh database on the same server),
-- so they are created only when missing, tolerating a concurrent creator.

do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        if r = 'service_role' then
          execute format('create role %I nologin noinherit bypassrls', r);
        else
          execute format('create role %I nologin noinherit', r);
        end if;
      exception when duplicate_object or unique_violation then
        null; -- created meanwhile by a concurrent migration on the same server
      end;
    end if;
  end loop;
  -- the connecting role must be able to SET ROLE to them (superusers can anyway)
  if not (select rolsuper from pg_roles where rolname = current_user) then
    foreach r in array array['anon', 'authenticated', 'service_role'] loop
      if not pg_has_role(current_user, r, 'member') then
        execute format('grant %I to %I', r, current_user);
      end if;
    end loop;
  end if;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null check (char_length(email) between 3 and 254),
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (lower(email));

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  aal text not null default 'aal1'
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- refresh tokens are stored as sha256 hashes; rotation revokes the used one and inserts its successor
create table auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- 6-digit e-mail codes (signup confirmation, password recovery); token_hash = sha256(lower(email) || ':' || code)
create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation', 'recovery')),
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  unique (user_id, token_type)
);
create index one_time_tokens_hash_idx on auth.one_time_tokens (token_hash);

-- Supabase's definitions (supabase/auth migrations): the claims of the request's JWT
create or replace function auth.uid() returns uuid
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Supabase's default privileges on the public schema: RLS, not grants, decides access
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
