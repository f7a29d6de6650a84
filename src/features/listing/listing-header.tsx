import { memo } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTranslation } from 'react-i18next';

/** "Restaurants in 1070 Wien" and the result count (announced when it changes). */
export const ListingHeader = memo(function ListingHeader(props: {
  postalCode?: string | undefined;
  place: string | null;
  /** the town of a bare postal code (from the geo data, passed in by the route) */
  town?: string | undefined;
  search?: string | undefined;
  /** null while loading; undefined hides the count (load error) */
  count: number | null | undefined;
}) {
  const { t } = useTranslation();
  // a bare postal code gets its town from the geo data (silent fallback: the code alone)
  const needsTown = !!props.postalCode && props.place === props.postalCode;
  const place = needsTown && props.town !== undefined ? `${props.postalCode} ${props.town}` : props.place;
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
});
