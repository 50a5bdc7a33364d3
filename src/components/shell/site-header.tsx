import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { AppAnchor } from '../links/app-anchor';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { UserPanel } from './user-panel';

/** The top bar: logo to /home, navigation from the landing links, the user panel (part 1 §2). */
export function SiteHeader({ userActions }: { userActions?: ReactNode }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" bg="primary.6">
      <Group gap="lg" wrap="nowrap">
        <AppAnchor url="/home" aria-label="Marketview home">
          <Logo />
        </AppAnchor>
        <MainNav />
      </Group>
      <UserPanel actions={userActions} />
    </Group>
  );
}
