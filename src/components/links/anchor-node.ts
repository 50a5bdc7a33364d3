import { linkTarget } from './link-target';

/**
 * An anchor element of sanitized server HTML (report bodies, help items, notes; part 2
 * §2.9-§2.13): its href is made by linkTarget as every other link's, so an app path gains the
 * base path; one leading nowhere safe loses its href and target and keeps its text. A link to
 * another site opens in a new tab, and one opening a new tab never hands it this page (reverse
 * tabnabbing).
 */
export function settleAnchorNode(node: Element): void {
  const destination = linkTarget(node.getAttribute('href'));
  if (destination === null) {
    node.removeAttribute('href');
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('href', destination.href);
  if (destination.kind === 'external' || node.getAttribute('target') === '_blank') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
