/** POST /api/v1/desk/orders/{orderId}/courier-link: the courier's link for the kitchen ticket's QR code. */
import { queryOptions } from '@tanstack/react-query';
import { deskCourierLinkSchema } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

/** The absolute link: the server answers a path; the origin is the page's own, never taken from a request header. */
export const courierLinkQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: deskKeys.courierLink(orderId),
    queryFn: async ({ signal }) => {
      const link = await deskFetch(`/api/v1/desk/orders/${encodeURIComponent(orderId)}/courier-link`, deskCourierLinkSchema, {
        method: 'POST',
        signal,
      });
      return { ...link, url: new URL(link.url, window.location.origin).href };
    },
    // asking again may replace the link (the old one stops working): one per opened ticket is enough
    staleTime: Infinity,
    retry: false,
  });
