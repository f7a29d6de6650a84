/** /restaurants screen (spec 1 §2 Listing, §4 Listing load / Sorting). */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildListingFilter, type ListingCategory } from '../../domain/listing.ts';
import { listingOrder } from '../../domain/listing-order.ts';
import { availability } from '../../domain/opening-hours.ts';
import type { ServiceKind, VendorBasic } from '../../domain/types.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { cityDisplayName } from '../../lib/cities.ts';
import { useRenderBudget } from '../../lib/render-budget.ts';
import { ListingHeader } from './listing-header.tsx';
import { CategoryChips, DeliveryToggle, ListingSearchBox, SortSelect, ViewSwitch, type ListingView } from './listing-toolbar.tsx';
import { PromoBanners } from './promo-banners.tsx';
import { RatingsDialog } from './ratings-dialog.tsx';
import { DEFAULT_CITY, type ListingSearch, type ListingSearchInput } from './search-schema.ts';
import { rememberListingPlace, readDeliveryType, readListingView, storeDeliveryType, storeListingView } from './storage.ts';
import { demoVendorOptions } from './api/vendors.ts';
import { categoryCountsOptions } from './api/category-counts.ts';
import { useVendorListing } from './use-vendor-listing.ts';
import { VendorCard, VendorCardSkeleton, VendorLines } from './vendor-card.tsx';
import { useCustomerPoint } from '../../components/delivery-estimate.tsx';
import { ListingMap, ListingMapToggle } from './listing-map.tsx';
import { StreetResolver } from './street-resolver.tsx';
import { understandAddress } from '../../domain/search-input.ts';
import { useDefaultPostalCode } from '../../lib/supabase/default-address.ts';
import './listing.css';
import { now } from '../../domain/clock.ts';

const SKELETONS = 6;
/** The first cards' images load at once, with high priority: the largest paint is among them. */
const EAGER_CARD_IMAGES = 2;
/** Cards rendered in the first (blocking) render — as many as the skeletons, so the list never shrinks; the rest
 * follow once that frame has been painted, CARDS_PER_STEP at a time, each step an interruptible transition after the
 * previous one has been painted: no long render, commit or layout (issue 27: the ~25 others in one step were one
 * long commit and layout at 4x CPU). Steps happen while the list's end is near the viewport (scrolling, a wide
 * screen) or once focus is in the list; a phone's first screen renders its cards and no more at start (issue 27:
 * the four steps after it were ~8 tasks of 50–110 ms at 4x CPU, with their images). */
const FIRST_RENDER_CARDS = SKELETONS;
const CARDS_PER_STEP = 6;

/** `town`: the town of a bare postal code, looked up by the route (geo data; undefined while unknown). */
export function ListingPage({ search, town }: { search: ListingSearch; town?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const filter = buildListingFilter({ postalCode: search.postalCode, city: search.city, category: search.category, search: search.search });
  const listing = useVendorListing(filter);
  const { query, vendors } = listing;
  // the remembered view and order type only once the page is the browser's own (a server-rendered listing is taken
  // over as the server sent it: lib/use-hydrated.ts)
  const hydrated = useHydrated();
  // read once per hydrated flip (and when the URL's order type changes: the toggle stores before it navigates), not
  // on every render; null on the first render, which must match the server's
  const stored = useMemo(
    () => (hydrated ? { view: readListingView(), deliveryType: search.deliveryType ? null : readDeliveryType() } : null),
    [hydrated, search.deliveryType],
  );
  const [chosenView, setView] = useState<ListingView | null>(null);
  const view: ListingView = chosenView ?? stored?.view ?? 'grid';
  const [ratingsFor, setRatingsFor] = useState<VendorBasic | null>(null);
  // the map beside the list: off by default, turned on by its toggle
  const [showMap, setShowMap] = useState(false);
  const deliveryType: ServiceKind = search.deliveryType ?? stored?.deliveryType ?? 'delivery';
  const sort = search.sort ?? 'recommended';
  const linkSearch = useMemo(
    () => ({ postalCode: search.postalCode && /^\d{4}$/.test(search.postalCode) ? search.postalCode : undefined, deliveryType: search.deliveryType }),
    [search.postalCode, search.deliveryType],
  );

  // the browsed postal code's centre: every card's delivery range and distance (issue 25 items 3, 4)
  const customer = useCustomerPoint(linkSearch.postalCode);

  useEffect(() => rememberListingPlace(search), [search]);

  // a street without a postal code ("Neubaugasse 12") is resolved to its postal code (street-resolver.tsx)
  const typedStreet = useMemo(() => {
    const a = search.postalCode ? null : understandAddress(search.search);
    return a?.kind === 'street' ? { street: a.street, houseNumber: a.houseNumber, city: a.city } : null;
  }, [search.postalCode, search.search]);

  const update = useCallback(
    (patch: Partial<ListingSearchInput>, replace = false) =>
      void navigate({ to: '/restaurants', search: (prev: ListingSearchInput) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  // stable handlers for the memoised header, banners, chips and toolbar controls: the page renders again as its cards
  // come in step by step and its queries settle (about eight times at start), those parts only when their own props change
  const pickCategory = useCallback((category: ListingCategory) => update({ category }), [update]);
  const searchText = useCallback((text: string) => update({ search: text || undefined }), [update]);
  const pickDeliveryType = useCallback(
    (v: ServiceKind) => {
      storeDeliveryType(v);
      update({ deliveryType: v }, true);
    },
    [update],
  );
  const pickSort = useCallback((s: NonNullable<ListingSearch['sort']>) => update({ sort: s === 'recommended' ? undefined : s }, true), [update]);
  const pickView = useCallback((v: ListingView) => {
    storeListingView(v);
    setView(v);
  }, []);
  const closeRatings = useCallback(() => setRatingsFor(null), []);

  // a signed-in customer's default address sets the place of a listing opened without one (issue 25 item 7); a postal
  // code, another town or a search in the URL is a choice and stays. The listing without a place is the town wien
  // (search-schema.ts writes it into the URL), so "Wien" gives way to the default address too.
  const defaultCode = useDefaultPostalCode();
  const placeless = !search.postalCode && !search.search && (search.city === undefined || search.city === DEFAULT_CITY);
  useEffect(() => {
    if (defaultCode && placeless) update({ postalCode: defaultCode, city: undefined }, true);
  }, [defaultCode, placeless, update]);

  const shown = useMemo(() => {
    const at = now();
    return listingOrder(vendors, { deliveryType, category: search.category, sort, now: at, customer }).map((v) => ({ v, avail: availability(v, at) }));
  }, [vendors, deliveryType, search.category, sort, customer]);

  // the rest once the first cards (the largest paint is among them) have been painted, a step per frame while the
  // list's end is near the viewport (the first screen's cards alone at start), all of them once focus is in it (Tab reaches every card)
  const sentinel = useRef<HTMLDivElement>(null);
  const [focusInList, setFocusInList] = useState(false);
  const budget = useRenderBudget(shown.length, FIRST_RENDER_CARDS, CARDS_PER_STEP, !listing.loading, sentinel, focusInList);
  // past the first render (the server's): the noscript copy of the rest is gone
  const pastFirstRender = budget > FIRST_RENDER_CARDS;
  const visible = budget >= shown.length ? shown : shown.slice(0, budget);
  const mapVendors = useMemo(() => (showMap ? shown.map(({ v }) => v) : []), [showMap, shown]);

  const place = search.postalCode
    ? `${search.postalCode}${search.cityName ? ` ${search.cityName}` : ''}`
    : search.city
      ? cityDisplayName(search.city, i18n.resolvedLanguage)
      : null;

  const firstError = query.isError && vendors.length === 0 ? query.error : null;
  const unreachable = firstError !== null && isHttpError(firstError) && firstError.unreachable;
  // the demo restaurant's data loads only when the API cannot be reached
  const demo = useQuery({ ...demoVendorOptions(), enabled: unreachable }).data;
  const count = query.hasNextPage ? (listing.totalSize ?? shown.length) : shown.length;
  // the chips' counts (spec 1 §2): the same place and text without the category, for the chosen order type; asked for
  // in the browser once the page is its own (the order type may be the stored one), so the first render stays the server's
  const countsFilter = buildListingFilter({ postalCode: search.postalCode, city: search.city, search: search.search });
  const counts = useQuery({ ...categoryCountsOptions(countsFilter, deliveryType), enabled: hydrated && !unreachable });
  const chipCounts = hydrated ? counts.data : undefined;

  // scroll loading near the bottom while fewer than 50 are loaded
  const { autoLoad } = listing;
  // the next page once every card of the loaded ones is rendered and the list's end comes near
  const allRendered = budget >= shown.length;
  const { fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !autoLoad || !allRendered || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [autoLoad, allRendered, fetchNextPage, isFetchingNextPage]);

  return (
    <div className="page listing">
      <ListingHeader
        postalCode={search.postalCode}
        place={place}
        town={town}
        search={search.search}
        count={listing.loading ? null : firstError !== null || (typedStreet && count === 0) ? undefined : count}
      />
      <PromoBanners onPick={pickCategory} />
      <CategoryChips value={search.category} onChange={pickCategory} counts={chipCounts} />
      {/* on a phone the search has its own row and the other filters one row that scrolls sideways (listing.css) */}
      <div className="listing-toolbar">
        <ListingSearchBox key={search.search ?? ''} initial={search.search ?? ''} onSearch={searchText} />
        {/* Chromium does not scroll a partly visible control into view on focus: the whole control is shown */}
        <div className="listing-filters" onFocus={(e) => e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}>
          <DeliveryToggle value={deliveryType} onChange={pickDeliveryType} />
          <SortSelect value={sort} onChange={pickSort} />
          <ViewSwitch value={view} onChange={pickView} />
          <ListingMapToggle shown={showMap} onChange={setShowMap} />
        </div>
      </div>

      {firstError !== null && (
        <div className="alert alert--error listing-error" role="alert">
          <h2 className="alert__title">{t('listing.error.title')}</h2>
          <p>{isHttpError(firstError) ? errorText(t, firstError) : t('listing.error.fetch')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void query.refetch()}>
            {t('listing.error.retry')}
          </button>
        </div>
      )}
      {unreachable && <p className="alert alert--demo listing-demo-note">{t('listing.error.demo')}</p>}

      <div aria-live="polite" className="sr-only">
        {listing.loading ? t('listing.loading') : ''}
      </div>

      {typedStreet && <StreetResolver typed={typedStreet} />}

      <div className={showMap ? 'listing-body listing-body--map' : 'listing-body'}>
        {showMap ? <ListingMap vendors={mapVendors} linkSearch={linkSearch} /> : null}
        <div className="listing-body__list">
          {/* the cards' names are level 3: the list has its heading (for the outline; the header above is level 1) */}
          <h2 className="sr-only">{t('listing.resultsHeading')}</h2>
          {listing.loading ? (
            <div className={`vendor-grid vendor-grid--${view}`}>
              {Array.from({ length: SKELETONS }, (_, i) => (
                <VendorCardSkeleton key={i} />
              ))}
            </div>
          ) : unreachable ? (
            <ul className={`vendor-grid vendor-grid--${view}`} role="list">
              <li>
                {demo ? (
                  <VendorCard vendor={demo} availability={availability(demo, now())} demo eager onShowRatings={setRatingsFor} linkSearch={linkSearch} customer={customer} />
                ) : (
                  <VendorCardSkeleton />
                )}
              </li>
            </ul>
          ) : typedStreet && shown.length === 0 ? null : firstError === null && shown.length === 0 && !query.isFetching ? (
            <div className="listing-empty card-surface">
              <h2>{t('listing.empty.title')}</h2>
              <p className="muted">{t('listing.empty.text')}</p>
              <div className="row" style={{ justifyContent: 'center' }}>
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => void navigate({ to: '/restaurants', search: { postalCode: search.postalCode, city: search.postalCode ? undefined : search.city } })}
                >
                  {t('listing.empty.reset')}
                </button>
                <Link to="/recommend-vendor" className="btn btn--secondary">
                  {t('listing.empty.recommend')}
                </Link>
              </div>
            </div>
          ) : (
            <ul className={`vendor-grid vendor-grid--${view}`} role="list" onFocus={() => setFocusInList(true)}>
              {visible.map(({ v, avail }, i) => (
                <li key={v.id}>
                  <VendorCard vendor={v} availability={avail} eager={i < EAGER_CARD_IMAGES} onShowRatings={setRatingsFor} linkSearch={linkSearch} customer={customer} />
                </li>
              ))}
            </ul>
          )}
          {/* Without JavaScript (the server's HTML only) the vendors after the first screen's cards come from here, as a
              compact list (a link to each vendor's page, cuisine, rating, delivery time): the browser never renders a
              noscript's children when scripts run, so hydration and the first paint do not pay, and the server renders
              ~45 lines instead of ~45 full cards. */}
          {!pastFirstRender && !listing.loading && shown.length > visible.length ? (
            <noscript>
              <VendorLines vendors={shown.slice(visible.length)} linkSearch={linkSearch} customer={customer} />
            </noscript>
          ) : null}
        </div>
      </div>

      <div ref={sentinel} className="listing-sentinel" aria-hidden="true" />
      {isFetchingNextPage && !listing.loading && (
        <p className="listing-more muted" role="status">
          {t('listing.loadingMore')}
        </p>
      )}
      {query.isFetchNextPageError && (
        <div className="alert alert--error listing-more" role="alert">
          <p>{t('listing.error.more')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void fetchNextPage()}>
            {t('listing.error.retry')}
          </button>
        </div>
      )}
      {listing.showLoadMore && !isFetchingNextPage && (
        <div className="listing-more">
          <button type="button" className="btn btn--secondary" onClick={() => void fetchNextPage()}>
            {t('listing.loadMore')}
          </button>
        </div>
      )}
      <RatingsDialog vendor={ratingsFor} onClose={closeRatings} />
    </div>
  );
}
