import './app-shell.css';
import type { ReactNode } from 'react';
import { AppShell, Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AlertBar } from '../feedback/alert-bar';
import { AppAnchor } from '../links/app-anchor';
import { HelpDrawer } from '../feedback/help-drawer';
import { LoadingOverlay } from '../feedback/loading-overlay';
import { Snackbar } from '../feedback/snackbar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const HEADER_HEIGHT = 72;

/**
 * The page frame around every route (part 1 §2): header with navigation, the global alert,
 * the page, the footer; plus the help drawer, loading overlay and snackbar above it all.
 * `userActions` are the features' controls beside the user panel (the saved views).
 */
export function AppLayout({ userActions }: { userActions?: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppAnchor className="shell-skip-link" url="#main-content">
        Skip to main content
      </AppAnchor>
      <AppShell.Header withBorder={false} className="shell-on-dark">
        <SiteHeader userActions={userActions} />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <AlertBar />
        <Box p="md">
          <Outlet />
        </Box>
      </AppShell.Main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <Box component="footer" className="shell-on-dark">
        <SiteFooter />
      </Box>
      <HelpDrawer />
      <LoadingOverlay />
      <Snackbar />
    </AppShell>
  );
}
