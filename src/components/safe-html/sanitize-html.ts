import DOMPurify from 'dompurify';
import { settleAnchorNode } from '../links/anchor-node';

/**
 * The one sanitizer for HTML bodies that come from the server (help items, notes, report
 * bodies, chart notes). Scripts, event handlers, javascript: URLs, SVG and MathML (whose
 * animation and namespace tricks have carried script) and forms (a fake login inside a help
 * item) are removed. A private DOMPurify instance, so the hook below never leaks into other
 * users of the library (jspdf loads it too).
 */
const purifier = DOMPurify(window);

const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame'];

// A link leading nowhere safe is not rendered as a link (part 2 §2.9-§2.13 bodies: only real
// destinations are clickable), its text stays; the rest get their href from the app's link
// helper, as every link of the app does (src/components/links/anchor-node.ts).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') settleAnchorNode(node);
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    // Report links may open in a new tab; the hook above makes such a link safe.
    ADD_ATTR: ['target'],
  });
}
