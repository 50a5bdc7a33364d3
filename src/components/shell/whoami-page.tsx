import { Code, Stack, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../state/session';
import { usePageTitle } from './use-page-title';

/** Part 2 §2.4: the whoami answer as raw text, or the failure object. */
export function WhoAmIPage() {
  usePageTitle('Profile');
  const { whoami } = useSnapshot(sessionStore);
  return (
    <Stack gap="sm">
      <Title order={1}>Profile</Title>
      <Code block>{JSON.stringify(whoami, null, 2)}</Code>
    </Stack>
  );
}
