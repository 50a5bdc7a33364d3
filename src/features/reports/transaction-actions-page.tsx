import { useEffect, useState } from 'react';
import { Accordion, Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { formatIsoDay } from '@contract/dates';
import type { UrbanActionEntry, UrbanActionsResponse } from '@contract/urban-reports';
import { AppAnchor } from '../../components/links/app-anchor';
import { isLink } from '../../components/links/link-target';
import { apiGet } from '../../http/api-client';
import { usePageTitle } from '../../components/shell/use-page-title';
import { CLOSE_ALL_LABEL, EXPAND_ALL_LABEL, TRANSACTION_ACTIONS_TITLE } from './reports-constants';

/** A sale's page is an app link, an UrbanAction document a server file: both open in a new tab. */
function EntryLabel({ entry }: { entry: UrbanActionEntry }) {
  return isLink(entry.link) ? (
    <Anchor component={AppAnchor} url={entry.link} newTab>
      {entry.label}
    </Anchor>
  ) : (
    <>{entry.label}</>
  );
}

/**
 * /analysis/urbanactions (part 2 §2.14): a panel per year, newest first, the first open at start;
 * Expand All / Close All opens or closes every panel; each entry shows its label (a link opening
 * in a new tab when it has one) and its sales_date. A failed load is logged only (part 2 §8).
 */
export function TransactionActionsPage() {
  usePageTitle(TRANSACTION_ACTIONS_TITLE);
  const [years, setYears] = useState<Array<[string, UrbanActionEntry[]]>>([]);
  const [open, setOpen] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    apiGet<UrbanActionsResponse>('/urban/quarterly/urbanactions', controller.signal).then(
      (answer) => {
        const sorted = Object.entries(answer.urbanactions).sort(([a], [b]) => Number(b) - Number(a));
        setYears(sorted);
        setOpen(sorted.slice(0, 1).map(([year]) => year));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the transaction actions', error);
      },
    );
    return () => controller.abort();
  }, []);

  const allOpen = years.length > 0 && open.length === years.length;
  return (
    <Stack gap="md">
      <Title order={1}>{TRANSACTION_ACTIONS_TITLE}</Title>
      {years.length > 0 && (
        <Group>
          <Button variant="outline" onClick={() => setOpen(allOpen ? [] : years.map(([year]) => year))}>
            {allOpen ? CLOSE_ALL_LABEL : EXPAND_ALL_LABEL}
          </Button>
        </Group>
      )}
      <Accordion multiple value={open} onChange={setOpen} variant="separated">
        {years.map(([year, entries]) => (
          <Accordion.Item key={year} value={year}>
            <Accordion.Control>{year}</Accordion.Control>
            <Accordion.Panel>
              <Table aria-label={`Transaction actions ${year}`}>
                <Table.Tbody>
                  {entries.map((entry, index) => (
                    <Table.Tr key={`${entry.label}-${index}`}>
                      <Table.Td>
                        <EntryLabel entry={entry} />
                      </Table.Td>
                      <Table.Td>{formatIsoDay(entry.sales_date) ?? entry.sales_date}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
