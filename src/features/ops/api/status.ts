/**
 * POST /api/v1/ops/inbox/{kind}/{id}/status { status, note? } → the detail (accepting a restaurant sign-up also
 * makes its draft vendor: the answer's vendorId). The detail in the cache is replaced by the answer; the kind's lists
 * are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsInboxDetailSchema, type OpsInboxKind, type OpsStatusBody } from '../../../domain/wire/ops.ts';
import { opsKeys, opsMutationKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

export function useStatusMutation(kind: OpsInboxKind, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.status(kind),
    mutationFn: (body: OpsStatusBody) =>
      opsFetch(`/api/v1/ops/inbox/${kind}/${encodeURIComponent(id)}/status`, opsInboxDetailSchema, { method: 'POST', body }),
    onSuccess: (detail) => {
      qc.setQueryData(opsKeys.detail(kind, id), detail);
      return qc.invalidateQueries({ queryKey: [...opsKeys.inbox(kind), 'list'] });
    },
  });
}
