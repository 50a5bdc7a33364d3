import { Stack, Text, Title } from '@mantine/core';

/**
 * What a profile page shows before its data: its generic title while loading, and with the
 * no-data message when the id yields nothing or a load fails (part 2 §2.8, §2.9, §8).
 */
export function ProfilePageState({ title, message }: { title: string; message?: string }) {
  if (message === undefined) return <Title order={1}>{title}</Title>;
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
    </Stack>
  );
}
