import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appRoutesPlugin } from './src/build/app-routes.ts';
import { SERVER_PAGES } from './src/app/server-pages.ts';
import { APP_ROUTES_FILE } from './src/domain/route-manifest.ts';
import { inlineEntryCssPlugin } from './src/build/inline-entry-css.ts';
import { localesPlugin } from './src/i18n/locales-plugin.ts';
import { pressKitPlugin, pressKitSizePlugin } from './src/build/press-kit.ts';
import { basemapPlugin } from './src/build/basemap.ts';
import { serverI18nPlugin } from './src/build/server-i18n-plugin.ts';
import { zodWithoutJsonSchemaPlugin } from './src/build/zod-without-json-schema.ts';
import { schemasSideEffectFreePlugin } from './src/build/schemas-side-effect-free.ts';
import { eagerCommonJsPlugin } from './src/build/eager-commonjs.ts';
import { PRESS_CONTACT, PRESS_RELEASES, PRESS_STATS } from './src/features/press/press-facts.ts';
import { COMPANY } from './src/domain/company.ts';

// Parallel builds must not share output: LZ_OUT_DIR=.tmp/dist-<name> npx vite build
const outDir = process.env.LZ_OUT_DIR || 'dist';
/**
 * `vite build --ssr` (the second step of `npm run build`): the server renderer src/entry-server.tsx into
 * <outDir>/.ssr (a dot folder: never served by the static files plugin, never precached). Only the router plugin
 * and React are needed; the service worker's registration hook is a stub there (the page never registers on the server).
 */
const ssrBuild = process.argv.includes('--ssr');

/**
 * The build id: busts the persisted React Query cache and names the version. LZ_BUILD_ID wins (tests build twice
 * with different ids); else the git commit plus the build time (two builds of one commit still differ).
 */
function buildId(): string {
  if (process.env.LZ_BUILD_ID) return process.env.LZ_BUILD_ID;
  let commit = 'nogit';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || commit;
  } catch {
    // not a git checkout
  }
  return `${commit}-${Date.now().toString(36)}`;
}
const BUILD_ID = buildId();

/** The press kit's facts: the client build emits the archive, both builds know its size (the /press page shows it). */
const PRESS_KIT_FACTS = {
  company: COMPANY.name.value,
  city: `${COMPANY.postalCode.value} ${COMPANY.city.value}`,
  stats: PRESS_STATS,
  contact: { email: PRESS_CONTACT.email.value, phone: PRESS_CONTACT.phone.value },
  releases: PRESS_RELEASES,
};

export default defineConfig({
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID),
    // a benchmark build that leaves a layer of the browser's start out (bench/web.mjs --layers): '' in every other
    // build, where the minifier drops the branches that test it (src/main.tsx)
    'import.meta.env.VITE_BENCH_START': JSON.stringify(process.env.LZ_BENCH_START ?? ''),
    ...(ssrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // the renderer bundles its packages (React among them) with NODE_ENV fixed: the server process does not run with
  // NODE_ENV=production, and React's development build renders several times slower
  ...(ssrBuild
    ? {
        resolve: { alias: { 'virtual:pwa-register/react': '/src/build/pwa-register-ssr-stub.ts' } },
        ssr: { noExternal: true },
      }
    : {}),
  plugins: [
    // must come before the react plugin
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    // the client build's plugins; the SSR build needs none of them
    ...(ssrBuild
      ? [serverI18nPlugin(), pressKitSizePlugin(PRESS_KIT_FACTS)]
      : [
    localesPlugin({ dir: './src/locales' }),
    // zod's JSON Schema generator (~6 KiB gzip of the wire chunk) as throwing stubs: the browser never calls it
    zodWithoutJsonSchemaPlugin(),
    // the wire schema modules free of side effects: no chunk imports the wire chunk only to keep their order
    schemasSideEffectFreePlugin(),
    // the CommonJS wrappers (React, ReactDOM) as `function` expressions: V8 compiles them off the main thread
    eagerCommonJsPlugin(),
    // the entry stylesheet inline in index.html: the first paint does not wait for a CSS download
    inlineEntryCssPlugin(),
    // .vite/routes.json: the route manifest for the server (its pages, the rendered ones, their code chunks)
    appRoutesPlugin({ routeTree: './src/routeTree.gen.ts', fileName: APP_ROUTES_FILE, pages: SERVER_PAGES }),
    // /press/lieferzone-presskit.zip: logos and a fact sheet from the press page's facts; its size for the page
    // the maps' shipped basemap: Austria's outline and the postal-code points as two small hashed JSON files
    basemapPlugin(),
    pressKitPlugin(PRESS_KIT_FACTS),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // registered by the app itself (useRegisterSW after the first render), no extra script
      injectRegister: false,
      registerType: 'prompt',
      // the glob below already lists the icons and the favicon; the plugin adds the manifest itself
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Lieferzone – Essen bestellen in Österreich',
        short_name: 'Lieferzone',
        description:
          'Essen und Lebensmittel in ganz Österreich bestellen: Restaurants und Geschäfte in Ihrer Nähe, Lieferung oder Abholung, Bestellung live verfolgen – auch offline.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#c2410c',
        background_color: '#ffffff',
        categories: ['food', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/icons/screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Restaurants in Ihrer Nähe' },
          { src: '/icons/screenshot-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Restaurants in Ihrer Nähe' },
        ],
      },
      injectManifest: {
        // the shell, every route chunk (incl. the demo vendor's), the merged translations, icons, the manifest;
        // not the screenshots (install UI only) and not maplibre (only loads on "show on map", ~270 KiB gzip) nor the
        // basemap's data: both are cached by the service worker when a map is first shown (sw/sw.ts)
        globPatterns: ['**/*.{js,css,html,svg,json}', 'icons/icon-*.png', 'icons/apple-touch-icon-*.png', 'icons/favicon-*.png'],
        globIgnores: ['**/maplibre*.js', '**/maplibre*.css', 'assets/map-*.json', '**/*.map', 'config.json', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
        ]),
  ],
  build: {
    outDir: ssrBuild ? `${outDir}/.ssr` : outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // .vite/manifest.json (not served, not precached): the server hints the first route's chunks with the HTML
    manifest: true,
    // no modulepreload polyfill in the entry (~0.4 KiB gzip of the home route's JS): the server-rendered pages have
    // no modulepreload links at all (server/ssr/document.ts), and where a browser lacks them (Safari < 17) the shell's
    // one preload is a hint it ignores; the modules still load through their imports
    // nor a preload of rolldown's runtime chunk with every lazy import (~0.1 KiB gzip of the entry's preload map): the
    // entry imports it, so it is always there before any lazy chunk is asked for
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // 7-character content hashes instead of 8 (the least rolldown allows for this many chunks): the entry lists
        // every lazy chunk's file and its dependencies by name (the preload map, ~230 names), ~190 B gzip of the
        // home route's JS
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // Everything the entry imports statically loads at start anyway: one chunk instead of ~25 tiny shared
          // ones (each a request — on HTTP/1.1 six at a time — before the first render). Route chunks stay lazy.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // React and ReactDOM (with app/eval-react.ts, which runs their CommonJS code when this chunk is evaluated): a
            // chunk of their own, which a server-rendered page evaluates in a task before the entry's (public/ssr-boot.js;
            // issue 27: the two were one task of ~330-450 ms at 4x CPU, now ~200 and ~120-230 ms). ~0.65 KiB gzip more
            // than one chunk, which the footer and the PWA layer as lazy chunks more than make up for
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]eval-react\.ts$/, tags: ['$initial'], priority: 3 },
            // zod itself (the `parsing` chunk), the wire schemas' building blocks, the parser and the category counts' schema: what the listing
            // needs right after it has taken the server-rendered page over (it asks for the chips' counts). Evaluating every
            // wire schema is one long task on a slow phone (~250 ms, 4x CPU; issue 27): the listing evaluates only this
            // chunk then, the wire chunk (which imports it) with its first request for vendors
            {
              name: 'parsing',
              test: /node_modules[\\/]zod[\\/]|src[\\/]domain[\\/]wire[\\/](patterns|fields|category-counts)\.ts$|src[\\/]lib[\\/]api[\\/]parse\.ts$/,
              priority: 1,
            },
            // the schemas parsing needs (the wire schemas, contact rules, the features' answer schemas): one
            // chunk, loaded with the first request that parses (lib/api/fetch-parsed.ts), not ~10 small ones. The
            // server hints it by this name with the listing's and the vendor page's HTML (server/static.ts). Not the
            // review schemas (issue 30): they load with the reviews (the vendor page's dialog, rating, desk, back
            // office); nor the courier position's (issue 28): they load with the courier and the tracking page; nor the
            // opening-hours editor's checks (vendor-hours.ts, issue 32): they load with the desk's and back office's editor.
            // Also the SSE reader (lib/sse.ts, ~0.7 KiB) the desk and the live tracking share: both load this chunk anyway,
            // and a chunk of its own would add its name to the entry's preload map (the home route's JS, issue 28)
            {
              name: 'wire',
              test: /node_modules[\\/]zod[\\/]|src[\\/]domain[\\/](wire[\\/](?!(reviews|courier-position|courier-on-map|vendor-hours|ops|desk|desk-day|order-events|account-export|receipt)\.ts$)|contact\.ts)|src[\\/]lib[\\/](api[\\/]parse|sse)\.ts|src[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]+-schema\.ts/,
              priority: 1,
            },
            // the staff's answer schemas (desk, desk day, back office, the desk's order events; ~2.8 KiB gzip): one chunk
            // the desk and the back office load, not part of the wire chunk every customer page loads (issue 29). The
            // receipt's and the data export's schemas (wire/receipt.ts, wire/account-export.ts) go with their pages
            { name: 'wire-staff', test: /src[\\/]domain[\\/]wire[\\/](ops|desk|desk-day|order-events)\.ts$/, priority: 1 },
            // the combobox, its address field and the city names: the home page needs all three (one request, not
            // three; at 6719581 one chunk by itself); the listing and not-found use the combobox and the cities,
            // checkout and profile the address field (they load the ~0.3 KiB of city names with it)
            { name: 'suggest-input', test: /src[\\/](components[\\/](address-)?suggest-input\.tsx|lib[\\/]cities\.ts)$/, priority: 1 },
            // the small modules the customer pages share (the listing, the vendor page, checkout, tracking, the account):
            // display and time formats, the delivery estimate, busy state, fees, the session's data, the dialog, the icons,
            // the address search, infinite queries. One chunk: they were 15 chunks of 0.1-1.6 KiB gzip each, and the listing
            // asked for 18 files after its entry, the vendor page for 14 (each a request and a compile task on a busy main
            // thread; issue 27). The listing now loads 4 (Lighthouse, listing: TBT 1,344 -> 1,016 ms, medians of 5)
            { name: 'customer', test: /src[\\/](domain[\\/](number-text|zoned-time|display|busy|delivery-estimate|delivery-types|geo|fees|search-input|address-query)\.ts|lib[\\/](supabase[\\/](data|account-keys|default-address)\.ts|use-display-format\.ts|render-budget\.ts|selected-place\.ts|cuisine-label\.ts|api[\\/]geo-search\.ts|use-debounced-value\.ts|geo[\\/]use-address-suggestions\.ts)|components[\\/](delivery-estimate|dialog|icons|map[\\/]lazy-map-view)\.(tsx|css))$|node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]infiniteQueryObserver|react-query[\\/]build[\\/]modern[\\/]useInfiniteQuery)\.js$/, priority: 1 },
            // the rules of delivery zones and the allergen codes, without zod (~0.4 KiB gzip): the vendor page, checkout,
            // tracking and the menu editor share them. One chunk (the zones had one before): the allergen codes, out of the
            // wire chunk since the vendor page uses them at start (issue 27), add no chunk name to the entry's preload map
            { name: 'vendor-rules', test: /src[\\/]domain[\\/](zones|allergens)\.ts$/, priority: 1 },
            // the persisted cache's storage (lib/query-idb.ts): idb-keyval and the library's persister, loaded after the
            // first render of every page. One chunk, not one per package (one request less; issue 29); the outbox and
            // the desk, which use idb-keyval too, take it from here
            { name: 'query-idb', test: /node_modules[\\/](idb-keyval|@tanstack[\\/]query-async-storage-persister)[\\/]|src[\\/]lib[\\/]query-idb\.ts$/, priority: 1 },
          ],
        },
      },
    },
    // the renderer is one file: a route's code is part of it, not a module the server process resolves per request.
    // .mjs: an ES module whatever package.json says; the render threads load it as built, before tsx's hooks
    // (server/ssr/worker-boot.mjs)
    ...(ssrBuild
      ? { manifest: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } } }
      : {}),
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
      '/config.json': 'http://127.0.0.1:8080',
    },
  },
});
