import { Button, Group, Menu } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { LandingTab } from '@contract/session';
import { configurationStore } from '../../state/configuration';
import { activeTabNumber, type NavTabNumber } from './active-tab';
import { AppAnchor } from '../links/app-anchor';
import { linkTarget } from '../links/link-target';

/** The fixed tab after the server's tabs (part 1 §2). */
const CONTACT_US_TAB: LandingTab = { id: 'contact-us', text: 'Contact Us', url: '/contact-us', sub_nav: [] };

/** The tab number a configured tab stands for, judged by where it (or its first sub-link) leads. */
function tabNumberOf(tab: { url: string; sub_nav: ReadonlyArray<{ url: string }> }): NavTabNumber | null {
  const url = tab.url || tab.sub_nav[0]?.url || '';
  const target = linkTarget(url);
  return target?.kind === 'app' ? activeTabNumber(target.path) : null;
}

/**
 * The top navigation from the landing links: one tab per entry, a menu for entries with
 * sub-navigation, then Contact Us. The first tab standing for the route's tab number is marked
 * current (part 1 §2 active-tab rule).
 */
export function MainNav() {
  const { landingLinks } = useSnapshot(configurationStore);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tabs = [...(landingLinks?.tabs ?? []), CONTACT_US_TAB];
  const activeNumber = activeTabNumber(pathname);
  const activeIndex = tabs.findIndex((tab) => tabNumberOf(tab) === activeNumber);

  return (
    <nav aria-label="Main navigation">
      <Group component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} wrap="wrap">
        {tabs.map((tab, index) => {
          const current = index === activeIndex;
          const style = current
            ? { borderBottom: '3px solid var(--mantine-color-accent-6)' }
            : { borderBottom: '3px solid transparent' };
          return (
            <li key={tab.id}>
              {tab.sub_nav.length > 0 ? (
                <Menu
                  trigger="click-hover"
                  openDelay={50}
                  closeDelay={150}
                  position="bottom-start"
                  withinPortal
                  // Its focusable role=presentation placeholder is no menu item (axe: aria-required-children);
                  // opened from the keyboard, the arrow keys still move into the items.
                  withInitialFocusPlaceholder={false}
                >
                  <Menu.Target>
                    <Button
                      variant="subtle"
                      color="gray.0"
                      radius={0}
                      style={style}
                      aria-current={current ? 'page' : undefined}
                      data-active={current || undefined}
                    >
                      {tab.text}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {tab.sub_nav.map((item) => (
                      <Menu.Item key={item.id} component={AppAnchor} url={item.url}>
                        {item.text}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ) : (
                <Button
                  component={AppAnchor}
                  url={tab.url}
                  variant="subtle"
                  color="gray.0"
                  radius={0}
                  style={style}
                  aria-current={current ? 'page' : undefined}
                  data-active={current || undefined}
                >
                  {tab.text}
                </Button>
              )}
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
