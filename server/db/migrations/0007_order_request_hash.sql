-- placeOrder idempotency by body, not only by requestId: the sha256 (hex) of the request body's canonical JSON
-- (keys sorted recursively) is stored with the order. A retry with the same requestId is answered with the stored
-- order only when its body hashes the same; a different body with a used requestId is refused (422) instead of
-- answering another customer's order. Orders placed before this migration keep null and are answered as before.
alter table vendor.orders
  add column request_hash text
  constraint orders_request_hash_sha256 check (request_hash is null or request_hash ~ '^[0-9a-f]{64}$');
