import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { AppAnchor } from '../../components/links/app-anchor';
import { usePageTitle } from '../../components/shell/use-page-title';
import { MISSING_VALUE } from '@contract/format';
import { baselineDeltas, formatDelta, type BaselineDelta, type DeltaDirection } from './baseline-deltas';
import { labelledText } from './compare-entry-text';
import { compareRows, compareValueText, type CompareRow } from './compare-rows';
import { ChangesPanel } from '../../components/whats-new/changes-panel';
import { ChangedValue } from '../../components/whats-new/changed-cell';
import { trackedChange, trackedDiff, type TrackedVisits } from '../../components/whats-new/tracked-changes';

type CompareEntry = { readonly id: number | string; readonly [key: string]: unknown };

/**
 * The entry the others are compared against, kept in the URL by the route. An addition to the
 * compare pages of part 2 §2.12: the spec does not describe a baseline.
 */
export interface ComparePageBaseline {
  /** The `baseline` search param: an entry id as text; an id not in the list means no baseline. */
  baselineId: string | undefined;
  onBaselineChange: (id: string | undefined) => void;
}

interface ComparePageProps extends ComparePageBaseline {
  /** 'Compare Selected Projects' or 'Compare Selected Rentals' (part 2 §2.12). */
  title: string;
  entries: readonly CompareEntry[];
  /** Where DETAILS leads for an entry: the project page or the rental profile. */
  detailsUrl: (id: number | string) => string;
  clearLabel: string;
  onClear: () => void;
  onRemove: (id: number | string) => void;
  emptyText: string;
  /**
   * Beyond the spec: each entry's visit (src/components/whats-new/), by id. A watched field that
   * changed since the entry's last visit shows its value now, marked with the old one, and the
   * changes are listed above the table.
   */
  visits?: TrackedVisits;
}

const NO_VISITS: TrackedVisits = new Map();

type CompareValueLike = { key: string; value: unknown };

/** The entries with the watched fields that changed since their last visit at their values now. */
function entriesNow(entries: readonly CompareEntry[], visits: TrackedVisits): readonly CompareEntry[] {
  if (visits.size === 0) return entries;
  return entries.map((entry) => {
    const values = entry['values'];
    if (!Array.isArray(values)) return entry;
    return {
      ...entry,
      values: (values as CompareValueLike[]).map((value) => {
        const change = trackedChange(visits, entry.id, value.key);
        return change === undefined ? value : { ...value, value: change.value };
      }),
    };
  });
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
  baselineId,
  onBaselineChange,
  visits = NO_VISITS,
}: ComparePageProps) {
  usePageTitle(title);
  const router = useRouter();
  const rows = compareRows(useMemo(() => entriesNow(entries, visits), [entries, visits]));
  const changes = useMemo(
    () =>
      trackedDiff(
        visits,
        entries.map((entry) => entry.id),
      ),
    [visits, entries],
  );
  const baselineIndex = entries.findIndex((entry) => String(entry.id) === baselineId);
  useDropRemovedBaseline(baselineIndex >= 0, baselineId, onBaselineChange);

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
      <ChangesPanel diff={changes} />
      {entries.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table withTableBorder withColumnBorders striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <VisuallyHidden>Field</VisuallyHidden>
                </Table.Th>
                {entries.map((entry, index) => {
                  const name = labelledText(entry, 'name');
                  const isBaseline = index === baselineIndex;
                  return (
                    <Table.Th key={String(entry.id)} scope="col" bg={isBaseline ? BASELINE_BACKGROUND : undefined}>
                      <Stack gap={4}>
                        <Text fw={700}>{name}</Text>
                        <Button
                          size="compact-xs"
                          variant={isBaseline ? 'filled' : 'default'}
                          aria-pressed={isBaseline}
                          aria-label={`Baseline ${name === MISSING_VALUE ? String(entry.id) : name}`}
                          onClick={() => onBaselineChange(isBaseline ? undefined : String(entry.id))}
                        >
                          Baseline
                        </Button>
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
              {rows.map((row) => {
                const deltas = baselineDeltas(row, baselineIndex);
                return (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    {row.values.map((value, index) => (
                      <Table.Td key={index} bg={index === baselineIndex ? BASELINE_BACKGROUND : undefined}>
                        <CompareValueText row={row} value={value} visits={visits} entryId={entries[index]?.id} />
                        {deltas[index] ? <DeltaLine row={row} delta={deltas[index]} /> : null}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A compare cell's value; a watched field changed since the entry's last visit is marked. */
function CompareValueText({
  row,
  value,
  visits,
  entryId,
}: {
  row: CompareRow;
  value: string | number | null;
  visits: TrackedVisits;
  entryId: number | string | undefined;
}) {
  const change = entryId === undefined ? undefined : trackedChange(visits, entryId, row.key);
  if (change === undefined) return <>{compareValueText(row, value)}</>;
  return (
    <ChangedValue change={change} field={row.key}>
      {compareValueText(row, value)}
    </ChangedValue>
  );
}

/** The baseline column's tint; the pressed Baseline button is the cue that does not rely on colour. */
const BASELINE_BACKGROUND = 'var(--mantine-primary-color-light)';

// Teal 9 and red 9 keep 4.5:1 contrast on the striped rows (WCAG 1.4.3); green 9 does not.
const DELTA_COLOURS: Record<DeltaDirection, string> = { up: 'teal.9', down: 'red.9', same: 'gray.7' };

/** The difference from the baseline under a value: signed text, coloured up green and down red. */
function DeltaLine({ row, delta }: { row: CompareRow; delta: BaselineDelta }) {
  return (
    <Text size="xs" c={DELTA_COLOURS[delta.direction]} data-direction={delta.direction}>
      {formatDelta(row, delta)}
      <VisuallyHidden component="span"> from baseline</VisuallyHidden>
    </Text>
  );
}

/**
 * When the baseline entry leaves the list (REMOVE, Clear), the param is
 * dropped. Only a baseline that was shown is dropped: an id that never matched (a stale link, or
 * the list not yet loaded) is ignored and left as it is.
 */
function useDropRemovedBaseline(
  present: boolean,
  baselineId: string | undefined,
  onBaselineChange: (id: string | undefined) => void,
): void {
  const shownId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (present) {
      shownId.current = baselineId;
      return;
    }
    if (shownId.current !== undefined && shownId.current === baselineId) onBaselineChange(undefined);
    shownId.current = undefined;
  }, [present, baselineId, onBaselineChange]);
}
