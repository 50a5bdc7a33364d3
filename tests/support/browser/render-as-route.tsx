import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { FunctionComponent } from 'react';
import { render } from 'vitest-browser-react';
import { theme } from '@src/theme';

/** Renders a page as the only route of an in-memory router, in the app's theme (views read the router). */
export async function renderAsRoute(Page: FunctionComponent, path: string) {
  const rootRoute = createRootRoute({ component: Page });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const screen = await render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return Object.assign(screen, { router });
}
