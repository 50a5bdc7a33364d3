import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../../router';
import { theme } from '../../theme';

/** The providers around the router, shared by the page entry and the browser tests. */
export function AppRoot({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
