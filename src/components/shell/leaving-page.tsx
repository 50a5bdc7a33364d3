import { Text } from '@mantine/core';

/** Shown for the moment between a redirect out of the app and the browser leaving. */
export function LeavingPage({ destination }: { destination: string }) {
  return <Text role="status">Redirecting to {destination}…</Text>;
}
