import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatValue } from '@contract/format';
import { hasChanges, type FieldChange, type VisitDiff, type VisitRow } from '@contract/visits';
import { WHATS_NEW_TEXT } from './whats-new-text';

/** A change's old or new value as the table writes the field. */
export function changeText(change: FieldChange, value: FieldChange['value']): string {
  return formatValue(value, change);
}

function RowList({ title, rows }: { title: string; rows: readonly VisitRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title} ({rows.length})
      </Text>
      <List size="sm">
        {rows.map((row) => (
          <List.Item key={`${row.entity}:${row.id}`}>{row.name}</List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * What changed in a saved view since the last visit (beyond the spec): rows new to it, rows gone
 * from it, and each changed row's watched fields, old -> new. Nothing shows on a first visit or
 * when nothing changed.
 */
export function ChangesPanel({ diff }: { diff: VisitDiff }) {
  if (diff.lastVisitAt === null || !hasChanges(diff)) return null;
  return (
    <Paper withBorder p="sm" bg="yellow.0" role="region" aria-label={WHATS_NEW_TEXT.panelTitle(diff.lastVisitAt)}>
      <Title order={2} size="h5" mb="xs">
        {WHATS_NEW_TEXT.panelTitle(diff.lastVisitAt)}
      </Title>
      <Stack gap="xs">
        <RowList title={WHATS_NEW_TEXT.added} rows={diff.added} />
        <RowList title={WHATS_NEW_TEXT.removed} rows={diff.removed} />
        {diff.changed.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              {WHATS_NEW_TEXT.changed} ({diff.changed.length})
            </Text>
            <List size="sm">
              {diff.changed.map((row) => (
                <List.Item key={`${row.entity}:${row.id}`}>
                  {row.name}:{' '}
                  {row.changes
                    .map(
                      (change) =>
                        `${change.label} ${changeText(change, change.before)} -> ${changeText(change, change.value)}`,
                    )
                    .join('; ')}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
