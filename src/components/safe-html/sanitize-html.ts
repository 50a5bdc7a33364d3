import DOMPurify from 'dompurify';

/**
 * The one sanitizer for HTML bodies that come from the server (help items, notes, report
 * bodies). Scripts, event handlers, javascript: URLs, SVG and MathML (whose animation and
 * namespace tricks have carried script) and forms (a fake login inside a help item) are removed.
 * A private DOMPurify instance, so the link hook below never leaks into other users of the
 * library (jspdf loads it too).
 */
const purifier = DOMPurify(window);

const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame'];

// A link that opens a new tab must not hand the new page our window (reverse tabnabbing).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
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
