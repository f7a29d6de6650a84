import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTranslation } from 'react-i18next';
import { postalInfoQueryOptions } from '../geo/api/postal.ts';

/** "Restaurants in 1070 Wien" and the result count (announced when it changes). */
export function ListingHeader(props: {
  postalCode?: string | undefined;
  place: string | null;
  search?: string | undefined;
  /** null while loading; undefined hides the count (load error) */
  count: number | null | undefined;
}) {
  const { t } = useTranslation();
  // a bare postal code gets its town from the geo data (silent fallback: the code alone)
  const needsTown = !!props.postalCode && props.place === props.postalCode;
  const postal = useQuery({ ...postalInfoQueryOptions(props.postalCode ?? ''), enabled: needsTown });
  const place = needsTown && postal.data ? `${props.postalCode} ${postal.data.city}` : props.place;
  const title = place ? t('listing.title', { place }) : t('listing.titleSearch', { search: props.search ?? '' });
  useDocumentTitle(title);
  return (
    <header className="listing-header">
      <h1>{title}</h1>
      {place && props.search && <p className="listing-header__search">{t('listing.titleSearch', { search: props.search })}</p>}
      <p className="listing-header__count muted" aria-live="polite">
        {props.count === undefined ? '' : props.count === null ? t('listing.countLoading') : t('listing.count', { count: props.count })}
      </p>
    </header>
  );
}
