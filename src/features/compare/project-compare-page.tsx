import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { AppAnchor } from '../../components/shell/app-anchor';
import { usePageTitle } from '../../components/shell/use-page-title';
import { MISSING_VALUE } from '../../lib/format';
import { compareListsStore } from '../../state/compare-lists';
import { clearProjectCompareList, removeProjectFromCompare } from '../../state/compare-list-rules';
import { compareRows } from './compare-rows';

export const PROJECT_COMPARE_TITLE = 'Compare Selected Projects';

/** /project/compare (part 2 §2.12): one column per project in the compare list. */
export function ProjectComparePage() {
  usePageTitle(PROJECT_COMPARE_TITLE);
  const router = useRouter();
  const { projects } = useSnapshot(compareListsStore);
  const rows = compareRows(projects);

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {PROJECT_COMPARE_TITLE}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => router.history.back()}>
            Back
          </Button>
          <Button color="red" variant="light" disabled={projects.length === 0} onClick={clearProjectCompareList}>
            Clear All Projects
          </Button>
        </Group>
      </Group>
      {projects.length === 0 ? (
        <Text>There are no projects in your compare list.</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table withTableBorder withColumnBorders striped aria-label={PROJECT_COMPARE_TITLE}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <span className="visually-hidden">Field</span>
                </Table.Th>
                {projects.map((entry) => (
                  <Table.Th key={String(entry.id)} scope="col">
                    <Stack gap={4}>
                      <Text fw={700}>{String(entry.name.value ?? MISSING_VALUE)}</Text>
                      <Group gap="xs">
                        <Anchor component={AppAnchor} url={`/project/${String(entry.id)}`} size="sm">
                          DETAILS
                        </Anchor>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`REMOVE ${String(entry.name.value ?? entry.id)}`}
                          onClick={() => removeProjectFromCompare(entry.id)}
                        >
                          REMOVE
                        </Button>
                      </Group>
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {row.values.map((value, index) => (
                    <Table.Td key={index}>{value === null || value === '' ? MISSING_VALUE : String(value)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
