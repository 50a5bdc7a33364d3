import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

/** Part 2 §2.1: /privacy-notice, /terms and /faq are under-construction placeholders (no login needed). */
export function UnderConstructionPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>This page is under construction.</Text>
    </Stack>
  );
}
