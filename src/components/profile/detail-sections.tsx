import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { ProjectDetailsSection } from '@contract/urban-project';
import { detailValueText, shownText } from './shown-text';

/**
 * Sub-sections of label / value (/ ratio) rows: the residential breakdown and the project details
 * (part 2 §2.9, §3), each value written by its format with its unit. A ratio column shows only
 * when some row has one.
 */
export function DetailSections({ title, sections }: { title: string; sections: readonly ProjectDetailsSection[] }) {
  if (sections.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {sections.map((section) => {
          const withRatio = section.data.some((row) => row.ratio !== undefined && row.ratio !== null);
          return (
            <Stack gap={4} key={section.title}>
              <Title order={3}>{section.title}</Title>
              <Table withTableBorder aria-label={section.title}>
                <Table.Tbody>
                  {section.data.map((row) => (
                    <Table.Tr key={row.lbl}>
                      <Table.Th w="40%">{row.lbl}</Table.Th>
                      <Table.Td>{detailValueText(row)}</Table.Td>
                      {withRatio && <Table.Td>{shownText(row.ratio)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
