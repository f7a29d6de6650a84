/** GET /api/v1/desk/catalog (products with their sold-out switch) and PUT …/products/{id}/sold-out. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { deskCatalogSchema, deskSoldOutResponseSchema, type DeskCatalog } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

export const catalogQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.catalog(),
    queryFn: ({ signal }) => deskFetch('/api/v1/desk/catalog', deskCatalogSchema, { signal }),
    staleTime: 30_000,
  });

export async function setSoldOut(client: QueryClient, productId: string, soldOut: boolean): Promise<void> {
  const answer = await deskFetch(`/api/v1/desk/products/${encodeURIComponent(productId)}/sold-out`, deskSoldOutResponseSchema, {
    method: 'PUT',
    body: { soldOut },
  });
  client.setQueryData<DeskCatalog>(deskKeys.catalog(), (c) =>
    c
      ? {
          groups: c.groups.map((g) => ({
            ...g,
            products: g.products.map((p) => (p.id === answer.productId ? { ...p, soldOut: answer.soldOut } : p)),
          })),
        }
      : c,
  );
}
