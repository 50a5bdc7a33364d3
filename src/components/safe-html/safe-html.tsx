import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize-html';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; never trusted. */
  html: string;
};

/**
 * Renders a server HTML body (help drawer, notes, report bodies) after sanitizing it. The only
 * place the app sets inner HTML (lint forbids `dangerouslySetInnerHTML` elsewhere).
 */
export function SafeHtml({ html, ...divProps }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...divProps} dangerouslySetInnerHTML={{ __html: safe }} />;
}
