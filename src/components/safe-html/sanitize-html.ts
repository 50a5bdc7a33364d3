import DOMPurify from 'dompurify';
import { safeHref } from '@contract/project-display';

/**
 * The one sanitizer for HTML bodies that come from the server (help items, notes, report
 * bodies, chart notes). Scripts, event handlers, javascript: URLs, SVG and MathML (whose
 * animation and namespace tricks have carried script) and forms (a fake login inside a help
 * item) are removed. A private DOMPurify instance, so the hook below never leaks into other
 * users of the library (jspdf loads it too).
 */
const purifier = DOMPurify(window);

const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame'];

// A link whose href is neither http(s) nor a same-origin path is not rendered as a link (part 2
// §2.9-§2.13 bodies: only real destinations are clickable); its text stays. A link to another
// site opens in a new tab without handing this page to it (reverse tabnabbing).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = safeHref(node.getAttribute('href'));
  if (href === null) {
    node.removeAttribute('href');
    node.removeAttribute('target');
    return;
  }
  if (/^https?:\/\//i.test(href) || node.getAttribute('target') === '_blank') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    // Report links may open in a new tab; the hook above makes such a link safe.
    ADD_ATTR: ['target'],
  });
}
