/**
 * Whether what this device remembers (localStorage: postal code, order type, cart …) may be shown yet. False on the
 * server and while React takes over a server-rendered page (the server cannot know it, and the first render must match
 * its HTML); React renders again with true right after. True at once for a page rendered in the browser alone.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
