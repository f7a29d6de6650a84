/**
 * The memory router of the component tests: `ui` at its path, every other path it links to as a stub page that names
 * its path, inside the providers the test needs. A fresh QueryClient that does not retry (a failure shows at once).
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export interface RouterSetup {
  /** the path the UI is rendered at */
  path: string;
  /** the paths the UI links to */
  links: readonly string[];
  /** where the router starts (default: `path`) */
  initialPath?: string | undefined;
  /** the providers around the router */
  wrap: (router: ReactNode) => ReactNode;
}

export async function renderInRouter(ui: () => ReactNode, { path, links, initialPath, wrap }: RouterSetup) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{ui()}</> });
  const stubs = links
    .filter((p) => p !== path)
    .map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="stub-page">{p}</p> }));
  const router = createRouter({
    routeTree: root.addChildren([page, ...stubs]),
    history: createMemoryHistory({ initialEntries: [initialPath ?? path] }),
  });
  await router.load();
  return { ...render(wrap(<RouterProvider router={router} />)), router };
}
