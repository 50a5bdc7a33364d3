import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

interface ComingSoonPageProps {
  /** The page's own title, as the finished page will have it. */
  title: string;
  /** What this page will show, so a visitor knows where they are. */
  description: string;
  children?: ReactNode;
}

/**
 * A page whose view is not built yet. It says which page it is and that the view is coming,
 * so no link in the app leads to a blank screen.
 */
export function ComingSoonPage({ title, description, children }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1}>{title}</Title>
      <Text>{description}</Text>
      <Text fs="italic">This view is coming in a later release.</Text>
      {children}
    </Stack>
  );
}
