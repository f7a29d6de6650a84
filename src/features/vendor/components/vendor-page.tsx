/**
 * The vendor menu page (spec 1 §2 "Vendor page", §4): composition and the ordering state. Pieces: header actions,
 * hero, banners, delivery controls, sticky category bar, menu sections, checkout bar and the dialogs.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import { buildCartLine, type CartLine } from '../../../domain/cart.ts';
import { offeredDeliveryTypes, resolveDeliveryType } from '../../../domain/delivery-types.ts';
import { availability } from '../../../domain/opening-hours.ts';
import { effectiveOptions } from '../../../domain/options.ts';
import type { Product, ProductGroup, ServiceKind } from '../../../domain/types.ts';
import { matchZone } from '../../../domain/zones.ts';
import { firstPostalCode } from '../../../domain/postal-code.ts';
import { useDefaultPostalCode } from '../../../lib/supabase/default-address.ts';
import { addToCart, cartStore, clearCart, getCart, setCartZone, setOrderType } from '../../../lib/cart/cart.ts';
import { EMPTY_SNAPSHOT, type CartSnapshot } from '../../../lib/cart/cart-store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { MenuResult, VendorResult } from '../api/vendor-page.ts';
import { categoryKey, categoryLabel } from '../category-label.ts';
import { readStoredDeliveryType, readStoredPostalCode, storeDeliveryType, storePostalCode } from '../storage.ts';
import { menuFits, unfitCount } from '../../../domain/menu-filter.ts';
import { useMenuFilter } from '../use-menu-filter.ts';
import { AllergenDialog, type AllergenTarget } from './allergen-dialog.tsx';
import { CategoryBar } from './category-bar.tsx';
import { CheckoutBar } from './checkout-bar.tsx';
import { ClosedDialog } from './closed-dialog.tsx';
import { DeliveryControls } from './delivery-controls.tsx';
import { MenuFilterBar } from './menu-filter-bar.tsx';
import { MenuSections } from './menu-sections.tsx';
import { ProductDialog } from './product-dialog.tsx';
import { VendorBanners } from './vendor-banners.tsx';
import { VendorHeader } from './vendor-header.tsx';
import { VendorHero } from './vendor-hero.tsx';
import '../vendor.css';
import { now } from '../../../domain/clock.ts';

export interface VendorPageProps {
  data: VendorResult;
  menu: MenuResult;
  search: { postalCode?: string | undefined; deliveryType?: ServiceKind | undefined };
}

type Picked = { group: ProductGroup; product: Product };

const noSubscription = () => () => undefined;
const emptyCart = () => EMPTY_SNAPSHOT;
const subscribeCart = (listener: () => void) => cartStore.subscribe(listener);
const storedCart = () => cartStore.getSnapshot();

/**
 * The cart once the page is the browser's own (`hydrated`), the empty one before, as the server rendered it. useCart's
 * client snapshot is this device's cart at once: after hydrating a server-rendered page React found it differing from
 * the server's (even an empty cart is another object) and re-rendered the whole page synchronously (issue 27); here
 * the cart arrives with the hydrated flip, in its transition.
 */
function useCartOnceHydrated(hydrated: boolean): CartSnapshot {
  return useSyncExternalStore(hydrated ? subscribeCart : noSubscription, hydrated ? storedCart : emptyCart, emptyCart);
}

/** memoised: the route re-renders when its queries' observers subscribe or the restore ends, with the same answers */
export const VendorPage = memo(function VendorPage({ data, menu, search }: VendorPageProps) {
  const { t } = useTranslation();
  const { vendor, source } = data;
  const toast = useToast();
  const avail = useMemo(() => availability(vendor, now()), [vendor]);
  const supported = useMemo(() => offeredDeliveryTypes(vendor, now()), [vendor]);

  // the remembered choices only once the page is the browser's own (a server-rendered page is taken over as sent)
  const hydrated = useHydrated();
  const cart = useCartOnceHydrated(hydrated);
  // read once per hydrated flip, not on every render (null on the first render, which must match the server's)
  const stored = useMemo(() => (hydrated ? { deliveryType: readStoredDeliveryType(), postalCode: readStoredPostalCode() } : null), [hydrated]);
  const [chosenType, setType] = useState<ServiceKind | null>(null);
  const orderType = chosenType ?? resolveDeliveryType({ fromUrl: search.deliveryType, fromStorage: stored?.deliveryType ?? null, supported });
  const [chosenPostalCode, setPostalCode] = useState<string | null | undefined>(undefined);
  // a code chosen on this page, else the URL's, else one typed before on this device, else the signed-in customer's
  // default address (issue 25 item 7): a saved address means no postal code to type
  const defaultCode = useDefaultPostalCode();
  const postalCode = chosenPostalCode !== undefined ? chosenPostalCode : firstPostalCode(search.postalCode, stored?.postalCode, defaultCode);
  const zone = useMemo(() => {
    if (postalCode) return matchZone(vendor, postalCode);
    // spec 1 §4: with no zones the vendor's own postal code is used
    return vendor.deliveryZones.length === 0 ? matchZone(vendor, vendor.postalCode) : null;
  }, [vendor, postalCode]);

  const ownsCart = cart.vendorId === vendor.id;
  // keep the cart's zone and order type in step with this page while the cart is this vendor's
  useEffect(() => {
    if (getCart().vendorId !== vendor.id) return;
    setCartZone(zone);
    setOrderType(orderType);
  }, [vendor.id, zone, orderType, ownsCart]);

  const [picked, setPicked] = useState<Picked | null>(null);
  const [allergens, setAllergens] = useState<AllergenTarget | null>(null);
  const onAllergens = useCallback((group: ProductGroup, product: Product) => setAllergens({ group, product }), []);
  const [filter, setFilter] = useMenuFilter();
  const [closedOpen, setClosedOpen] = useState(avail === 'closed');
  const [conflict, setConflict] = useState<CartLine | null>(null);
  const [clearOpen, setClearOpen] = useState(false);

  useEffect(() => {
    document.title = `${vendor.label} – Lieferzone`;
  }, [vendor.label]);

  const cartVendor = { id: vendor.id, label: vendor.label, slug: vendor.slug, tags: vendor.tags };

  const commitAdd = (line: CartLine, force = false) => {
    const result = addToCart(cartVendor, line, { force });
    setPicked(null);
    if (result === 'conflict') {
      setConflict(line);
      return;
    }
    setConflict(null);
    setCartZone(zone);
    setOrderType(orderType);
    toast.show(t('vendor.addedToCart', { name: line.name }), { durationMs: 1000 });
  };

  const requestAdd = (group: ProductGroup, product: Product) => {
    if (avail === 'closed') {
      setClosedOpen(true);
      return;
    }
    if (effectiveOptions(group, product).length === 0) commitAdd(buildCartLine({ group, product, selection: {} }));
    else setPicked({ group, product });
  };

  // stable callbacks keep the (memoised) item rows from re-rendering on every cart change
  const requestAddRef = useRef(requestAdd);
  useLayoutEffect(() => {
    requestAddRef.current = requestAdd;
  });
  const onAdd = useCallback((g: ProductGroup, p: Product) => requestAddRef.current(g, p), []);

  // stable handlers: the memoised controls and bars are left alone by the page's re-renders at start
  const changeType = useCallback((next: ServiceKind) => {
    setType(next);
    storeDeliveryType(next);
  }, []);
  const changePostalCode = useCallback((code: string | null) => {
    setPostalCode(code);
    if (code) storePostalCode(code);
  }, []);
  const openClear = useCallback(() => setClearOpen(true), []);

  // the careful eaters' filter (issue 29): works on the menu at hand, the cached one offline too
  const fits = useMemo(() => menuFits(menu.groups, filter), [menu.groups, filter]);
  const unfit = unfitCount(fits);
  const sections = useMemo(
    () =>
      menu.groups
        .map((g) => (fits && filter.mode === 'hide' ? { ...g, products: g.products.filter((p) => fits.get(p.id)?.fit !== 'no') } : g))
        .filter((g) => g.products.length > 0)
        // a group without a label gets its category's name (spec 1 §9), never its slug
        .map((g) => ({ key: categoryKey(g.slug), group: { ...g, label: categoryLabel(g, vendor.categoryMetadata) } })),
    [menu.groups, vendor.categoryMetadata, fits, filter.mode],
  );

  return (
    <div className="vendor-page">
      <VendorHeader vendor={vendor} source={source} postalCode={postalCode} />
      <VendorHero vendor={vendor} demo={source === 'demo'} postalCode={postalCode} />
      <VendorBanners vendor={vendor} availability={avail} supported={supported} />
      <DeliveryControls
        vendor={vendor}
        supported={supported}
        orderType={orderType}
        onOrderType={changeType}
        postalCode={postalCode}
        onPostalCode={changePostalCode}
        zone={zone}
      />
      <CategoryBar sections={sections} cartCount={cart.count} />
      <MenuFilterBar filter={filter} onChange={setFilter} unfit={unfit} />
      {menu.source === 'vendor' && sections.length === 0 ? (
        <p className="vendor-empty">{t(unfit ? 'vendor.filter.allHidden' : 'vendor.menuUnavailable')}</p>
      ) : null}
      <MenuSections
        vendor={vendor}
        sections={sections}
        onAdd={onAdd}
        onAllergens={onAllergens}
        fits={fits}
      />
      <CheckoutBar
        vendor={vendor}
        cart={cart}
        ownsCart={ownsCart}
        orderType={orderType}
        zone={zone}
        closed={avail === 'closed'}
        onClear={openClear}
      />
      {picked ? (
        <ProductDialog
          group={picked.group}
          product={picked.product}
          onClose={() => setPicked(null)}
          onAdd={(line) => commitAdd(line)}
        />
      ) : null}
      {/* a closed dialog is not rendered at all, as the product dialog: the page's re-renders do not reach it */}
      {allergens ? <AllergenDialog target={allergens} onClose={() => setAllergens(null)} /> : null}
      {closedOpen ? (
        <ClosedDialog vendorName={vendor.label} postalCode={postalCode} onClose={() => setClosedOpen(false)} />
      ) : null}
      {conflict ? (
        <ConfirmDialog
          open
          title={t('vendor.conflict.title')}
          message={t('vendor.conflict.message', { other: cart.vendorName ?? '', vendor: vendor.label })}
          confirmLabel={t('vendor.conflict.confirm')}
          cancelLabel={t('vendor.conflict.cancel')}
          danger
          onConfirm={() => commitAdd(conflict, true)}
          onCancel={() => setConflict(null)}
        />
      ) : null}
      {clearOpen ? (
        <ConfirmDialog
          open
          title={t('vendor.clearCart.title')}
          message={t('vendor.clearCart.message')}
          confirmLabel={t('vendor.clearCart.confirm')}
          cancelLabel={t('vendor.clearCart.cancel')}
          danger
          onConfirm={() => {
            clearCart();
            setClearOpen(false);
          }}
          onCancel={() => setClearOpen(false)}
        />
      ) : null}
      {toast.element}
    </div>
  );
});
