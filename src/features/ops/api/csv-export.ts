/**
 * GET /api/v1/ops/inbox/{kind}.csv?status=&q= — the filtered list as CSV, downloaded as a file (the request needs
 * the operator's token, so it is fetched and handed to the browser as a blob rather than linked).
 */
import { useMutation } from '@tanstack/react-query';
import type { OpsInboxKind } from '../../../domain/wire/ops.ts';
import { opsMutationKeys } from '../keys.ts';
import { opsRequest } from './ops-fetch.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { now as clockNow } from '../../../domain/clock.ts';

export interface CsvFilter {
  status?: string | undefined;
  q?: string | undefined;
}

export async function downloadCsv(kind: OpsInboxKind, filter: CsvFilter): Promise<string> {
  const res = await opsRequest(`/api/v1/ops/inbox/${kind}.csv`, { query: { status: filter.status, q: filter.q }, accept: 'text/csv' });
  const name = `lieferzone-${kind}-${clockNow().toISOString().slice(0, 10)}.csv`;
  saveFile(await res.blob(), name);
  return name;
}

export function useCsvExport(kind: OpsInboxKind) {
  return useMutation({
    mutationKey: opsMutationKeys.csv(kind),
    mutationFn: (filter: CsvFilter) => downloadCsv(kind, filter),
  });
}
