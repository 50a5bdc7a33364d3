import { useId, useState } from 'react';
import { Button, Collapse, Group, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import { safeHref } from '@contract/project-display';
import type { ChartHistoryResponse, ChartTable as ChartTableData } from '@contract/urban-project';
import { request } from '../../http/api-client';
import { SafeHtml } from '../safe-html/safe-html';
import { HIDE_ALL_HISTORICAL_DATA, HISTORICAL_DATA_MIN_ROWS, VIEW_ALL_HISTORICAL_DATA } from './profile-constants';
import { COLLAPSE_CHART_LABEL, DATA_AS_OF_LABEL, EXPAND_CHART_LABEL } from './profile-constants';
import { chartTexts } from './shown-text';

/** The history link, when it is a path of our own server (it is fetched with the session cookie). */
function historyPath(chart: ChartTableData): string | null {
  const href = safeHref(chart.all_uri);
  return href !== null && href.startsWith('/') ? href : null;
}

/** Part 2 §2.9: a chart with a history link and at least 5 rows offers its full history. */
export function offersHistoricalData(chart: ChartTableData): boolean {
  return historyPath(chart) !== null && chart.data.rows.length >= HISTORICAL_DATA_MIN_ROWS;
}

function ChartRows({ chart }: { chart: ChartTableData }) {
  const { header } = chart.data;
  const { rows, footer } = chartTexts(chart);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label={chart.name}>
        <Table.Thead>
          <Table.Tr>
            {header.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {row.map((text, index) => (
                <Table.Td key={index}>{text}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr>
              {footer.map((text, index) => (
                <Table.Th key={index}>{text}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One chart table with its Data as of, notes and footer note (part 2 §2.9, §3 "Chart"); each cell
 * is written by its column's format, Data as of as 'MMM yyyy' (./shown-text.ts `chartTexts`). 'View All
 * Historical Data' fetches the chart's all_uri and shows the first table of the answer instead
 * (ignoring project_id, part 2 §7); 'Hide All Historical Data' brings the original back. A failed
 * fetch is logged only (part 2 §8) and the chart stays as it was. An `expandable` chart (the rental
 * profile's, part 2 §2.8) opens shown and folds its table away with a button beside its title.
 */
export function ChartTable({ chart, expandable = false }: { chart: ChartTableData; expandable?: boolean }) {
  const [history, setHistory] = useState<ChartTableData | null>(null);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const shown = history ?? chart;
  const { dataAsOf } = chartTexts(shown);
  const historyHref = historyPath(chart);

  const viewAll = () => {
    if (historyHref === null) return;
    setLoading(true);
    request(historyHref)
      .then((body) => {
        const first = (body as ChartHistoryResponse).data[0];
        if (first) setHistory(first);
        else console.warn(`The history of ${chart.name} has no table`);
      })
      .catch((error: unknown) => console.warn(`Could not load the history of ${chart.name}`, error))
      .finally(() => setLoading(false));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Group gap="sm" align="baseline">
          <Title order={2}>{shown.name}</Title>
          {expandable && (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setExpanded((open) => !open)}
              data-pdf-exclude
            >
              {expanded ? COLLAPSE_CHART_LABEL : EXPAND_CHART_LABEL}
            </Button>
          )}
        </Group>
        {dataAsOf !== null && (
          <Text size="sm">
            {DATA_AS_OF_LABEL} {dataAsOf}
          </Text>
        )}
      </Group>
      <Collapse expanded={expanded} id={bodyId}>
        <Stack gap="xs">
          {shown.tableNote && (
            <Typography>
              <SafeHtml html={shown.tableNote} />
            </Typography>
          )}
          {shown.gated === undefined ? (
            <ChartRows chart={shown} />
          ) : (
            // Part 2 §6, §8: the account's subscription lacks this data; the message takes its place.
            <Text role="status">{RENTAL_EXPANSION_MESSAGE}</Text>
          )}
          {shown.tableNoteFooter && (
            <Typography>
              <SafeHtml html={shown.tableNoteFooter} />
            </Typography>
          )}
          {history !== null ? (
            <Button variant="outline" onClick={() => setHistory(null)} w="fit-content">
              {HIDE_ALL_HISTORICAL_DATA}
            </Button>
          ) : (
            offersHistoricalData(chart) && (
              <Button variant="outline" onClick={viewAll} loading={loading} w="fit-content">
                {VIEW_ALL_HISTORICAL_DATA}
              </Button>
            )
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
