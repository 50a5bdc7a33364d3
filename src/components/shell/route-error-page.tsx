import { Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { usePageTitle } from './use-page-title';

/** A page that failed to load says so inside the shell instead of leaving a blank screen. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  usePageTitle('Error');
  return (
    <Stack gap="sm">
      <Title order={1}>Something went wrong</Title>
      <Text>
        This page could not be shown. Please reload the page; if it keeps happening, contact the provider team.
      </Text>
      <Text size="sm" c="secondary.9">
        {error instanceof Error ? error.message : String(error)}
      </Text>
    </Stack>
  );
}
