-- The order's own access key (issue 30): :placeOrder creates a random key (192 bits), answers it once to the customer
-- and keeps only its sha256 here. A guest proves an order with the key (rating it; later its push subscription), not
-- with the order's uuid, which the restaurant's desk, its courier and its API token see. Orders placed before this
-- migration have none and cannot be rated as a guest. vendor.orders keeps row-level security on with no policy for
-- anon/authenticated (0001): the hash is read by the server only. Plain SQL that a real Supabase project accepts.
alter table vendor.orders
  add column if not exists access_key_hash bytea check (access_key_hash is null or octet_length(access_key_hash) = 32);
