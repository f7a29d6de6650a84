/**
 * A vendor made from a sign-up (issue 16 item 3): GET /api/v1/ops/vendors/{id} (draft or published, with zones,
 * hours and menu) and its writes — PUT …/zones, PUT …/menu (400: the refused field's path) and POST …/publish.
 * Each write's answer replaces the cached vendor (or reads it again).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { menuBodySchema, opsVendorSchema, type MenuBody, type OpsZonesBody } from '../../../domain/wire/ops.ts';
import { opsKeys, opsMutationKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

const path = (vendorId: string) => `/api/v1/ops/vendors/${encodeURIComponent(vendorId)}`;

export const vendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: opsKeys.vendor(vendorId),
    queryFn: ({ signal }) => opsFetch(path(vendorId), opsVendorSchema, { signal }),
  });

/** Answers of the writes: the vendor, or anything else (then the vendor is read again). */
const anyAnswer = z.unknown();

export function useSaveMenuMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.menu,
    mutationFn: (body: MenuBody) => opsFetch(`${path(vendorId)}/menu`, menuBodySchema, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.vendor(vendorId) }),
  });
}

export function useSaveZonesMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.zones,
    mutationFn: (body: OpsZonesBody) => opsFetch(`${path(vendorId)}/zones`, anyAnswer, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.vendor(vendorId) }),
  });
}

export function usePublishMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.publish,
    mutationFn: () => opsFetch(`${path(vendorId)}/publish`, anyAnswer, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.vendor(vendorId) }),
  });
}
