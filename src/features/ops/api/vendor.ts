/**
 * A vendor made from a sign-up (issue 16 item 3): GET /api/v1/ops/vendors/{id} (draft or published, with zones,
 * hours and menu) and its writes — PUT …/zones, PUT …/menu (400: the refused field's path), PUT …/vat-id and
 * POST …/publish.
 * Each write answers the vendor, which replaces the cached one.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsVatIdBody } from '../../../domain/ops-vat-id.ts';
import { opsVendorSchema, type MenuBody, type OpsVendor, type OpsZonesBody } from '../../../domain/wire/ops.ts';
import { opsKeys, opsMutationKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

const path = (vendorId: string) => `/api/v1/ops/vendors/${encodeURIComponent(vendorId)}`;

export const vendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: opsKeys.vendor(vendorId),
    queryFn: ({ signal }) => opsFetch(path(vendorId), opsVendorSchema, { signal }),
  });

export function useSaveMenuMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.menu,
    mutationFn: (body: MenuBody) => opsFetch(`${path(vendorId)}/menu`, opsVendorSchema, { method: 'PUT', body }),
    onSuccess: (vendor: OpsVendor) => qc.setQueryData(opsKeys.vendor(vendorId), vendor),
  });
}

export function useSaveZonesMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.zones,
    mutationFn: (body: OpsZonesBody) => opsFetch(`${path(vendorId)}/zones`, opsVendorSchema, { method: 'PUT', body }),
    onSuccess: (vendor: OpsVendor) => qc.setQueryData(opsKeys.vendor(vendorId), vendor),
  });
}

export function useSaveVatIdMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.vatId,
    mutationFn: (body: OpsVatIdBody) => opsFetch(`${path(vendorId)}/vat-id`, opsVendorSchema, { method: 'PUT', body }),
    onSuccess: (vendor: OpsVendor) => qc.setQueryData(opsKeys.vendor(vendorId), vendor),
  });
}

export function usePublishMutation(vendorId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.publish,
    mutationFn: () => opsFetch(`${path(vendorId)}/publish`, opsVendorSchema, { method: 'POST' }),
    onSuccess: (vendor: OpsVendor) => qc.setQueryData(opsKeys.vendor(vendorId), vendor),
  });
}
