-- One order number for the customer (issue 25): the account's copy of an order carries the vendor order's number
-- (vendor.orders.nr), the number the confirmation, tracking, the desk and the courier show. Copies written before
-- had a second number (LZ-{year}-{nnnnnn}, public.generate_order_number()); they take the vendor order's number and
-- keep the old one in previous_order_number, so a link or a note with the old number still finds the order
-- (server/vendor-api/order-reads.ts). Portable: plain SQL that a real Supabase project accepts unchanged.
alter table public.orders
  add column if not exists previous_order_number text check (char_length(previous_order_number) between 1 and 64);
create unique index if not exists orders_previous_order_number_idx on public.orders (previous_order_number)
  where previous_order_number is not null;

update public.orders a
   set previous_order_number = a.order_number, order_number = v.nr
  from vendor.orders v
 where v.id = a.id and a.order_number <> v.nr;
