import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { classifyHref, publicHref } from './app-href';

type AppAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A URL from the server's configuration: an app path, a server page or another site. */
  url: string;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An anchor for a configured URL. App paths navigate inside the router (no reload) while
 * keeping a real href, so "open in new tab" and keyboard activation behave as on any link.
 */
export const AppAnchor = forwardRef<HTMLAnchorElement, AppAnchorProps>(function AppAnchor(
  { url, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const destination = classifyHref(url);
  if (destination.kind === 'document') {
    return <a ref={ref} href={destination.href} target={target} onClick={onClick} {...rest} />;
  }
  return (
    <a
      ref={ref}
      href={publicHref(destination.path)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || target === '_blank' || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: destination.path });
      }}
      {...rest}
    />
  );
});
