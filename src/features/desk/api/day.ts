/**
 * The day at a glance (issue 32): GET /api/v1/desk/day?date=YYYY-MM-DD (the report, parsed with the shared schema)
 * and GET /api/v1/desk/day.csv?date= downloaded as a file (the request needs the desk's token, so it is fetched and
 * handed to the browser as a blob rather than linked — as the back office's CSV export).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { dayReportSchema } from '../../../domain/wire/desk-day.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import { deskFetch, deskRequest } from './desk-fetch.ts';
import { saveFile } from '../../../lib/save-file.ts';

export const dayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: deskKeys.day(date),
    queryFn: ({ signal }) => deskFetch('/api/v1/desk/day', dayReportSchema, { query: { date }, signal }),
  });

async function downloadDayCsv(date: string): Promise<string> {
  const res = await deskRequest('/api/v1/desk/day.csv', { query: { date }, accept: 'text/csv' });
  const name = `lieferzone-tag-${date}.csv`;
  saveFile(await res.blob(), name);
  return name;
}

export function useDayCsvExport() {
  return useMutation({ mutationKey: deskMutationKeys.dayCsv, mutationFn: downloadDayCsv, networkMode: 'always' });
}
