-- Delays from the desk (issue 28): the desk can add 10 or 20 minutes to an accepted order. The change is an order
-- event of its own kind, 'delayed' (the order's new times are in its document, fulfillment.delay says by how much),
-- so that the customer's tracking page and a notification can tell a delay from any other update; the desk's
-- idempotent action log accepts the new action 'delay'. Both tables keep row-level security (0001, 0013).
alter table vendor.order_events drop constraint if exists order_events_type_check;
alter table vendor.order_events
  add constraint order_events_type_check check (type in ('created', 'state', 'updated', 'delayed'));

alter table vendor.desk_actions drop constraint if exists desk_actions_action_check;
alter table vendor.desk_actions
  add constraint desk_actions_action_check
  check (action in ('accept', 'refuse', 'start', 'ready', 'handover', 'delivered', 'pickedUp', 'delay'));
