import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { AppAnchor } from '../../components/shell/app-anchor';
import { usePageTitle } from '../../components/shell/use-page-title';
import { MISSING_VALUE } from '@contract/format';
import { labelledText } from './compare-entry-text';
import { compareRows } from './compare-rows';

type CompareEntry = { readonly id: number | string; readonly [key: string]: unknown };

interface ComparePageProps {
  /** 'Compare Selected Projects' or 'Compare Selected Rentals' (part 2 §2.12). */
  title: string;
  entries: readonly CompareEntry[];
  /** Where DETAILS leads for an entry: the project page or the rental profile. */
  detailsUrl: (id: number | string) => string;
  clearLabel: string;
  onClear: () => void;
  onRemove: (id: number | string) => void;
  emptyText: string;
}

/**
 * A compare page (part 2 §2.12): Back, the clear button (disabled when the list is empty) and a
 * table with one column per entry, each with DETAILS and REMOVE. Only rows whose key every
 * entry has are shown (./compare-rows.ts).
 */
export function ComparePage({
  title,
  entries,
  detailsUrl,
  clearLabel,
  onClear,
  onRemove,
  emptyText,
}: ComparePageProps) {
  usePageTitle(title);
  const router = useRouter();
  const rows = compareRows(entries);

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => router.history.back()}>
            Back
          </Button>
          <Button color="red" variant="light" disabled={entries.length === 0} onClick={onClear}>
            {clearLabel}
          </Button>
        </Group>
      </Group>
      {entries.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table withTableBorder withColumnBorders striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <span className="visually-hidden">Field</span>
                </Table.Th>
                {entries.map((entry) => {
                  const name = labelledText(entry, 'name');
                  return (
                    <Table.Th key={String(entry.id)} scope="col">
                      <Stack gap={4}>
                        <Text fw={700}>{name}</Text>
                        <Group gap="xs">
                          <Anchor
                            component={AppAnchor}
                            url={detailsUrl(entry.id)}
                            size="sm"
                            aria-label={`DETAILS ${name === MISSING_VALUE ? String(entry.id) : name}`}
                          >
                            DETAILS
                          </Anchor>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-label={`REMOVE ${name === MISSING_VALUE ? String(entry.id) : name}`}
                            onClick={() => onRemove(entry.id)}
                          >
                            REMOVE
                          </Button>
                        </Group>
                      </Stack>
                    </Table.Th>
                  );
                })}
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
