-- The account's order history is written by the server (issue 11). A placeOrder carrying a signed-in customer's
-- access token writes public.orders + public.order_items from the server-priced order, in the same transaction as the
-- vendor order, and every later change of the order's state sets the copy's status in the same statement
-- (server/vendor-api/account-orders.ts, orders.ts). The server connects as the tables' owner, which row-level
-- security does not restrict. Portable: plain SQL that a real Supabase project accepts unchanged.

-- The browser no longer writes orders: without these policies an authenticated user can neither insert an order
-- (with amounts of their choosing) nor change one (its status or total). Reading stays: "own orders: read" and
-- "own order items: read" of 0003 are kept, as is deleting one's own history ("… delete").
drop policy if exists "own orders: create" on public.orders;
drop policy if exists "own orders: change" on public.orders;
drop policy if exists "own order items: create" on public.order_items;
drop policy if exists "own order items: change" on public.order_items;

-- Statistics of the personal area (spec 2 §2): every order counts towards total_orders; only delivered ones (the
-- generic status of DELIVERED, SETTLED and COMPLETED) towards total_spent — an order still on its way or cancelled
-- has not been spent yet.
create or replace function public.order_statistics()
  returns table (total_orders integer, total_spent numeric)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select count(*)::integer,
         coalesce(sum(o.total) filter (where o.status = 'delivered'), 0)::numeric(12, 2)
    from public.orders o
   where o.user_id = (select auth.uid())
$$;
revoke execute on function public.order_statistics() from public, anon;
grant execute on function public.order_statistics() to authenticated, service_role;
