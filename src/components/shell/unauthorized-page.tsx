import { Stack, Text, Title } from '@mantine/core';
import { UNAUTHORIZED_MESSAGE } from '@contract/shell-constants';
import { usePageTitle } from './use-page-title';

/** Part 2 §2.2: shown when the account lacks the landing link a page needs. */
export function UnauthorizedPage() {
  usePageTitle('Unauthorized');
  return (
    <Stack gap="sm">
      <Title order={1}>Unauthorized</Title>
      <Text>{UNAUTHORIZED_MESSAGE}</Text>
    </Stack>
  );
}
