import { useId, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** One titled section of the sale page (part 2 §2.6); its heading names it for assistive technology. */
export function SaleSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" id={id}>
      <Title order={2} size="h4" id={headingId} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Label/value pairs as a description list, empty values left out. */
export function Pairs({ pairs }: { pairs: ReadonlyArray<{ label: string; value: string | null | undefined }> }) {
  const shown = pairs.filter((pair) => pair.value !== null && pair.value !== undefined && pair.value.trim() !== '');
  return (
    <dl className="sale-pairs">
      {shown.map((pair) => (
        <div key={pair.label} className="sale-pair">
          <dt>{pair.label}</dt>
          <dd>{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}
