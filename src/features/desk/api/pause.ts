/** PUT /api/v1/desk/pause `{ minutes }` (0 resumes): no new orders for a while. */
import type { QueryClient } from '@tanstack/react-query';
import { deskPauseResponseSchema, type DeskMe } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

export type PauseMinutes = 0 | 15 | 30 | 60;

export async function setPause(client: QueryClient, minutes: PauseMinutes): Promise<string | null> {
  const { pausedUntil } = await deskFetch('/api/v1/desk/pause', deskPauseResponseSchema, { method: 'PUT', body: { minutes } });
  client.setQueryData<DeskMe>(deskKeys.me(), (me) => (me ? { ...me, vendor: { ...me.vendor, pausedUntil } } : me));
  return pausedUntil;
}
