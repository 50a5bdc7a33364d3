import DOMPurify from 'dompurify';
import { safeHref } from '@contract/project-display';

/**
 * Every HTML body the server sends (report bodies, chart notes) goes through here before it is
 * shown (ARCHITECTURE.md: "dompurify for every HTML body from the server"): DOMPurify removes
 * scripts, event handlers and javascript: URLs; then a link whose href is not http(s) or a
 * same-origin path (contract safeHref) loses its link and keeps its text. Links to other sites
 * open in a new tab without handing this page to them.
 */
export function sanitizeServerHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  for (const anchor of fragment.querySelectorAll('a')) {
    const href = safeHref(anchor.getAttribute('href'));
    if (href === null) {
      anchor.replaceWith(...anchor.childNodes);
    } else if (/^https?:\/\//i.test(href)) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
