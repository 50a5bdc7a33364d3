import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import { sanitizeServerHtml } from './sanitize-html';

/** An HTML body from the server, shown only after sanitizing (./sanitize-html.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeServerHtml(html), [html]);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
