-- Order statistics of the personal area (spec 2 §2 "Statistics: totalOrders and totalSpent"; spec 2 §7 "order
-- statistics helper"). Portable. Runs with the caller's rights (security invoker), so row-level security limits it
-- to the signed-in user's own orders; anonymous callers are refused.
create or replace function public.order_statistics()
  returns table (total_orders integer, total_spent numeric)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select count(*)::integer,
         coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0)::numeric(12, 2)
    from public.orders o
   where o.user_id = (select auth.uid())
$$;
revoke execute on function public.order_statistics() from public, anon;
grant execute on function public.order_statistics() to authenticated, service_role;
