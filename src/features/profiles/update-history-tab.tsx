import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { safeHref } from '@contract/project-display';
import type { ProjectHistoryResponse, StandingComparisonRow } from '@contract/urban-project';
import {
  COMPARE_ALL_STANDINGS,
  MAIN_PICTURE_ROW,
  MIN_VERSIONS_FOR_HISTORY,
  NO_REVISIONS_MESSAGE,
  PROJECT_BROCHURE_ROW,
  PROJECT_VERSIONS_HEADERS,
  PROJECT_VERSIONS_TITLE,
  RETURN_TO_PROJECT_VERSIONS,
  SEE_PDF_LABEL,
  STANDING_COMPARISON_TITLE,
} from './project-profile-constants';
import { AppAnchor } from '../../components/links/app-anchor';
import { isLink } from '../../components/links/link-target';
import { comparisonHeadings, comparisonValueText, versionRowTexts } from './update-history-text';
import whatsNewClasses from '../../components/whats-new/whats-new.module.css';
import { WHATS_NEW_TEXT } from '../../components/whats-new/whats-new-text';

type Value = string | number | null;

/**
 * The comparison shows a picture in the 'Main picture' row and a 'See PDF' link in 'Project
 * brochure', each named by its standing; other values are written by their row's format.
 */
function ComparisonCell({ row, value, standing }: { row: StandingComparisonRow; value: Value; standing: string }) {
  const href = safeHref(value);
  if (href !== null && row.label === MAIN_PICTURE_ROW) {
    return <img src={href} alt={`Main picture, ${standing}`} width={160} style={{ display: 'block' }} />;
  }
  if (row.label === PROJECT_BROCHURE_ROW && isLink(value)) {
    return (
      <Anchor component={AppAnchor} url={value} newTab aria-label={`${SEE_PDF_LABEL}, ${standing}`}>
        {SEE_PDF_LABEL}
      </Anchor>
    );
  }
  return <>{comparisonValueText(row, value)}</>;
}

function ProjectVersions({
  summary,
  newVersions,
}: {
  summary: ProjectHistoryResponse['summary'];
  newVersions: ReadonlySet<number>;
}) {
  return (
    <Table striped withTableBorder aria-label={PROJECT_VERSIONS_TITLE}>
      <Table.Thead>
        <Table.Tr>
          {PROJECT_VERSIONS_HEADERS.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.map((version) => (
          <Table.Tr
            key={version.version}
            className={newVersions.has(version.version) ? whatsNewClasses.newVersion : undefined}
            data-new-since-visit={newVersions.has(version.version) || undefined}
          >
            {versionRowTexts(version).map((text, index) => (
              <Table.Td key={index}>
                {text}
                {index === 0 && newVersions.has(version.version) && (
                  <Badge ml="xs" size="sm" color="yellow" c="dark.9">
                    {WHATS_NEW_TEXT.newSinceVisit}
                  </Badge>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One column per standing the project went through, headed by the standing's label, holding the
 * project's data as it stood in that standing (part 2 §2.10; the server picks the versions).
 */
function StandingComparison({ compare }: { compare: ProjectHistoryResponse['compare'] }) {
  const headings = comparisonHeadings(compare.standings);
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped withTableBorder aria-label={STANDING_COMPARISON_TITLE}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            {headings.map((heading, index) => (
              <Table.Th key={compare.standings[index] ?? index} scope="col">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {compare.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {row.values.map((value, index) => (
                <Table.Td key={compare.standings[index] ?? index}>
                  <ComparisonCell row={row} value={value} standing={headings[index] ?? ''} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const NO_NEW_VERSIONS: readonly number[] = [];

/**
 * The update history tab (part 2 §2.10): with fewer than 2 versions a message; otherwise the
 * Project Versions table or the Project Standing Data Comparison, toggled by one button. Versions
 * added since the last visit of a tracked project are marked (beyond the spec).
 */
export function UpdateHistoryTab({
  history,
  newVersions = NO_NEW_VERSIONS,
}: {
  history: ProjectHistoryResponse;
  newVersions?: readonly number[] | undefined;
}) {
  const [comparing, setComparing] = useState(false);
  const newSet = useMemo(() => new Set(newVersions), [newVersions]);
  if (history.summary.length < MIN_VERSIONS_FOR_HISTORY) return <Text>{NO_REVISIONS_MESSAGE}</Text>;
  return (
    <Stack gap="sm">
      <Title order={2}>{comparing ? STANDING_COMPARISON_TITLE : PROJECT_VERSIONS_TITLE}</Title>
      <Button variant="outline" w="fit-content" onClick={() => setComparing((value) => !value)}>
        {comparing ? RETURN_TO_PROJECT_VERSIONS : COMPARE_ALL_STANDINGS}
      </Button>
      {comparing ? (
        <StandingComparison compare={history.compare} />
      ) : (
        <ProjectVersions summary={history.summary} newVersions={newSet} />
      )}
    </Stack>
  );
}
