-- The courier's shared position (issue 28, "the courier on the map"). Portable SQL for a real Supabase/PostgreSQL.
--
--   * courier_positions: at most ONE row per order — the latest point the courier's page sent while the order was on
--     the way (SHIPPING, SHIPPED, DELIVERING). seq is the point's own time (the browser's fix timestamp, ms): a point
--     is only written over by one with a higher seq, so an older point delivered late never replaces a newer one.
--     fix_at is when the point was taken (never later than the server's clock), received_at when it arrived.
--   * The row is erased when the order leaves the on-the-way states (delivered, cancelled, or any other move), by the
--     trigger below in the same transaction as the state change; when the courier stops sharing (DELETE); and with
--     the order (on delete cascade).
--
-- Only the server (the table's owner) reads and writes it, through /api/v1/delivery/{token}/position and the
-- customer's GET …/orders/{orderId}/courier: row-level security is on without any policy and anon/authenticated have
-- no grants, so a browser reads or changes nothing here even where a Supabase project exposes the schema.

create table vendor.courier_positions (
  order_id uuid primary key references vendor.orders (id) on delete cascade,
  vendor_id uuid not null references vendor.vendors (id) on delete cascade,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  accuracy_m real check (accuracy_m is null or accuracy_m >= 0),
  seq bigint not null check (seq > 0),
  fix_at timestamptz not null,
  received_at timestamptz not null default now()
);

create or replace function vendor.courier_positions_erase() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  delete from vendor.courier_positions where order_id = new.id;
  return new;
end
$$;

create trigger courier_positions_erase after update of state on vendor.orders
  for each row when (new.state not in ('SHIPPING', 'SHIPPED', 'DELIVERING'))
  execute function vendor.courier_positions_erase();

alter table vendor.courier_positions enable row level security;
revoke all on vendor.courier_positions from anon, authenticated;
revoke execute on function vendor.courier_positions_erase() from public, anon, authenticated;
