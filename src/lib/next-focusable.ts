/** What the Tab key can stop on (elements with a negative tabindex are left out below). */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The control Tab would reach after `from`: the first focusable element after it in the page's
 * order that is enabled, shown and in the tab order. For a control that disables itself when
 * used (Delete Polygon once the polygon is gone): focus goes on from there rather than dropping
 * to the page (WCAG 2.4.3). Null when nothing follows.
 */
export function nextFocusable(from: HTMLElement): HTMLElement | null {
  for (const element of from.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!(from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (from.contains(element) || element.tabIndex < 0) continue;
    if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]') !== null) continue;
    if (element.getClientRects().length === 0) continue;
    return element;
  }
  return null;
}
