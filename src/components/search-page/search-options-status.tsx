import { Group, Loader, Text } from '@mantine/core';

/** What a search page shows until its search options are there: a loader, or why not. */
export function SearchOptionsStatus({ loaded }: { loaded: boolean }) {
  return (
    <Group p="xl" justify="center">
      {loaded ? <Text>Search options could not be loaded.</Text> : <Loader aria-label="Loading search options" />}
    </Group>
  );
}
