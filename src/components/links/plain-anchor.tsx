import type { AnchorHTMLAttributes, Key, ReactNode } from 'react';
import { linkTarget, tabAttributes } from './link-target';

export type PlainAnchorOptions = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  key?: Key;
  /** Opens in a new tab, without handing this page to the new one. */
  newTab?: boolean;
} & { [data: `data-${string}`]: string | undefined };

/**
 * A link as a plain element, for the results table's cells and row actions: they render for
 * every row scrolled into view, where a component per link (AppAnchor's router hook) costs
 * measurable time over 100,000 rows. The href comes from linkTarget as AppAnchor's does; a URL
 * that leads nowhere safe leaves the content unlinked.
 */
export function plainAnchor(url: unknown, content: ReactNode, options: PlainAnchorOptions = {}): ReactNode {
  const destination = linkTarget(url);
  if (destination === null) return content;
  const { key, newTab, target, rel, ...rest } = options;
  return (
    <a key={key} href={destination.href} {...tabAttributes(newTab, target, rel)} {...rest}>
      {content}
    </a>
  );
}
