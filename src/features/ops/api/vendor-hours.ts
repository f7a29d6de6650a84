/**
 * A vendor's opening hours, special days and busy mode in the back office (issue 32): GET/PUT
 * /api/v1/ops/vendors/{id}/hours and PUT …/busy — the same shapes as the desk's. A save replaces the cached view and
 * reads the vendor again (its hours summary).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hoursViewSchema, type BusyBody, type HoursBody, type HoursView } from '../../../domain/wire/vendor-hours.ts';
import { opsKeys, opsMutationKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

const path = (vendorId: string) => `/api/v1/ops/vendors/${encodeURIComponent(vendorId)}`;

export const vendorHoursQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: opsKeys.vendorHours(vendorId),
    queryFn: ({ signal }) => opsFetch(`${path(vendorId)}/hours`, hoursViewSchema, { signal }),
  });

function useSave<B>(vendorId: string, mutationKey: readonly string[], suffix: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (body: B) => opsFetch(`${path(vendorId)}/${suffix}`, hoursViewSchema, { method: 'PUT', body }),
    onSuccess: (view: HoursView) => {
      qc.setQueryData(opsKeys.vendorHours(vendorId), view);
      void qc.invalidateQueries({ queryKey: opsKeys.vendor(vendorId), exact: true });
    },
  });
}

export const useSaveVendorHoursMutation = (vendorId: string) => useSave<HoursBody>(vendorId, opsMutationKeys.hours, 'hours');
export const useSaveVendorBusyMutation = (vendorId: string) => useSave<BusyBody>(vendorId, opsMutationKeys.busy, 'busy');
