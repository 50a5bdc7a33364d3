import { Stack, Text, Title } from '@mantine/core';

/**
 * A results area that shows a message instead of a table: a failed search's empty result (part
 * 2 §8 "Sales search failure", "Rental search failure") or the rental expansion's subscription
 * message.
 */
export function ResultsMessage({ title, message }: { title: string; message: string }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text role="status" ta="center" py="md" size="sm">
        {message}
      </Text>
    </Stack>
  );
}
