/**
 * POST /api/v1/ops/inbox/ethics/{id}/reply { message, clientId } — an answer the reporter reads with case number and
 * secret. The clientId is made once per typed reply, so a resend after a lost answer is stored once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsInboxDetailSchema, type OpsEthicsReplyBody } from '../../../domain/wire/ops.ts';
import { opsKeys, opsMutationKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

export function useEthicsReplyMutation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.reply,
    mutationFn: (body: OpsEthicsReplyBody) =>
      opsFetch(`/api/v1/ops/inbox/ethics/${encodeURIComponent(id)}/reply`, opsInboxDetailSchema, { method: 'POST', body }),
    onSuccess: (detail) => {
      qc.setQueryData(opsKeys.detail('ethics', id), detail);
      return qc.invalidateQueries({ queryKey: [...opsKeys.inbox('ethics'), 'list'] });
    },
  });
}
