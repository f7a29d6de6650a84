/**
 * `virtual:pwa-register/react` in the server renderer's build (vite.config.ts): the update toast never renders on
 * the server (it mounts once the page is idle in the browser), but its chunk is part of the route tree's code.
 */
export function useRegisterSW(_options?: unknown): { needRefresh: [boolean, (v: boolean) => void]; updateServiceWorker: () => Promise<void> } {
  return { needRefresh: [false, () => undefined], updateServiceWorker: () => Promise.resolve() };
}
