import { useMemo, type HTMLAttributes } from 'react';
import { Typography } from '@mantine/core';
import { sanitizeHtml } from './sanitize-html';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server; never trusted. */
  html: string;
};

/**
 * Renders a server HTML body (help drawer, notes, report bodies) after sanitizing it, with the
 * UI kit's typography for its lists and tables. The only place the app sets inner HTML.
 */
export function SafeHtml({ html, ...divProps }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <div {...divProps} dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
