import { Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { NOT_FOUND_TITLE, notFoundMessage } from '@contract/shell-constants';
import { usePageTitle } from './use-page-title';

/** Part 2 §2.3. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Stack gap="sm">
      <Title order={1}>{NOT_FOUND_TITLE}</Title>
      <Text>{notFoundMessage(pathname)}</Text>
    </Stack>
  );
}
