import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { linkTarget, tabAttributes } from './link-target';

export type AppAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where the link leads, as the app or the server names it (see linkTarget). */
  url: string;
  /** Opens in a new tab, without handing this page to the new one. */
  newTab?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The app's link (Mantine: `<Anchor component={AppAnchor} url=...>`). App pages keep the base
 * path in their href and navigate inside the router on a plain click (no reload), so "open in
 * new tab" and keyboard activation behave as on any link; server files, other sites and local
 * targets are plain links; a URL that leads nowhere safe renders no href at all.
 */
export const AppAnchor = forwardRef<HTMLAnchorElement, AppAnchorProps>(function AppAnchor(
  { url, newTab, onClick, target, rel, ...rest },
  ref,
) {
  // Components rendered outside a router (tests of one component) still link, with a reload.
  const router = useRouter({ warn: false });
  const destination = linkTarget(url);
  const tab = tabAttributes(newTab, target, rel);
  if (destination === null) return <a ref={ref} onClick={onClick} {...rest} />;
  if (destination.kind !== 'app') {
    return <a ref={ref} href={destination.href} {...tab} onClick={onClick} {...rest} />;
  }
  return (
    <a
      ref={ref}
      href={destination.href}
      {...tab}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || tab.target === '_blank' || !isPlainLeftClick(event) || !router) return;
        event.preventDefault();
        void router.navigate({ href: destination.path });
      }}
      {...rest}
    />
  );
});
