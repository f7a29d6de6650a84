/**
 * Typed translation keys, built from the German (reference) fragments. When you add a fragment
 * src/locales/de/<ns>.json, add one line for it below (and the en/tr files: a unit test checks every key).
 *
 * A lazy page namespace src/locales/de/lazy/<ns>.json (see src/i18n/lazy.ts) is its own namespace: import its type
 * below and add `<ns>: typeof <ns>;` next to `translation` in `resources`; use it with `useTranslation('<ns>')`.
 */
import 'i18next';
import type auth from '../locales/de/auth.json';
import type cart from '../locales/de/cart.json';
import type checkout from '../locales/de/checkout.json';
import type common from '../locales/de/common.json';
import type errors from '../locales/de/errors.json';
import type home from '../locales/de/home.json';
import type listing from '../locales/de/listing.json';
import type offline from '../locales/de/offline.json';
import type pages from '../locales/de/pages.json';
import type profile from '../locales/de/profile.json';
import type tracking from '../locales/de/tracking.json';
import type vendor from '../locales/de/vendor.json';
import type help from '../locales/de/lazy/help.json';
import type legal from '../locales/de/lazy/legal.json';
import type about from '../locales/de/lazy/about.json';
import type contact from '../locales/de/lazy/contact.json';
import type press from '../locales/de/lazy/press.json';
import type business from '../locales/de/lazy/business.json';
import type notfound from '../locales/de/lazy/notfound.json';
import type forms from '../locales/de/lazy/forms.json';
import type recommend from '../locales/de/lazy/recommend.json';
import type courier from '../locales/de/lazy/courier.json';
import type restaurantSignup from '../locales/de/lazy/restaurant-signup.json';
import type careers from '../locales/de/lazy/careers.json';
import type blog from '../locales/de/lazy/blog.json';
import type ethics from '../locales/de/lazy/ethics.json';
import type delivery from '../locales/de/lazy/delivery.json';
import type map from '../locales/de/lazy/map.json';
import type desk from '../locales/de/lazy/desk.json';
import type hours from '../locales/de/lazy/hours.json';
import type geo from '../locales/de/lazy/geo.json';
import type ops from '../locales/de/lazy/ops.json';
import type menuEditor from '../locales/de/lazy/menu-editor.json';
import type receipt from '../locales/de/lazy/receipt.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    returnNull: false;
    resources: {
      translation: {
        auth: typeof auth;
        cart: typeof cart;
        checkout: typeof checkout;
        common: typeof common;
        errors: typeof errors;
        home: typeof home;
        listing: typeof listing;
        offline: typeof offline;
        pages: typeof pages;
        profile: typeof profile;
        tracking: typeof tracking;
        vendor: typeof vendor;
      };
      help: typeof help;
      legal: typeof legal;
      about: typeof about;
      contact: typeof contact;
      press: typeof press;
      business: typeof business;
      notfound: typeof notfound;
      forms: typeof forms;
      recommend: typeof recommend;
      courier: typeof courier;
      'restaurant-signup': typeof restaurantSignup;
      careers: typeof careers;
      blog: typeof blog;
      ethics: typeof ethics;
      delivery: typeof delivery;
      map: typeof map;
      desk: typeof desk;
      hours: typeof hours;
      geo: typeof geo;
      ops: typeof ops;
      'menu-editor': typeof menuEditor;
      receipt: typeof receipt;
    };
  }
}
