/**
 * The second step of the app's start (main.tsx, issue 27): the translations' start, the API client, the query client
 * and its persistence are evaluated, then the browser gets a moment before the route tree (all pages' definitions) is.
 */
import '../i18n/index.ts';
import '../lib/api/client.ts';
import '../app/query-client.ts';
import '../lib/query-persistence.tsx';
import '../ssr-client.ts';
import { yieldToBrowser } from '../lib/after-load.ts';

await yieldToBrowser();
