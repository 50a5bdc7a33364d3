import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMPTY_AREA_SELECTION, isEmptySelection, type AreaSelection } from '@contract/area-selection';
import { formatCell } from '@contract/format';
import type { RegionConfig } from '@contract/geography';
import { isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import { SAVED_AREA_MESSAGES, SAVED_AREA_NAME_MAX_LENGTH, savedAreaName, type SavedArea } from '@contract/saved-areas';
import type { ColumnDefinition } from '@contract/columns';
import { showSnackbar } from '../../state/snackbar';
import { RENAME_LABELS } from '../rename/rename-labels';
import { useRename } from '../rename/use-rename';
import { AREA_TOTALS_SHOWN, AREAS_TEXT } from './saved-areas-constants';
import { useAreaPreview, type AreaPreviewSource } from './use-area-preview';
import { useSavedAreas } from './use-saved-areas';

export interface AreaSelectionPanelProps {
  /** The region configuration: the submarkets and municipalities offered. */
  regions: readonly RegionConfig[];
  /** The selection being edited (a search view's draft; Map Search's applied selection). */
  value: AreaSelection | null;
  onChange: (selection: AreaSelection | null) => void;
  /** The polygon drawn or typed on the map (the page's geoFilter), which can be added or saved. */
  drawnPolygon: readonly LatLng[] | null;
  /** The page's dataset and view: the live count and totals come from the engine. */
  preview: AreaPreviewSource;
  /** The columns of the page's dataset (labels and formats of the totals). */
  columns: readonly ColumnDefinition[];
  /** Whether Search applies the selection (a search view) or it applies at once (Map Search). */
  appliesOnSearch: boolean;
}

function samePolygon(a: readonly LatLng[], b: readonly LatLng[]): boolean {
  return a.length === b.length && a.every((point, index) => point.lat === b[index]!.lat && point.lng === b[index]!.lng);
}

function withoutEmpty(selection: AreaSelection): AreaSelection | null {
  return isEmptySelection(selection) ? null : selection;
}

/**
 * The selection of areas of a map page (beyond the spec, contract/area-selection.ts): named
 * submarkets and municipalities and polygons (saved areas, or the polygon drawn on the map), a
 * union; the account's saved areas (saved, picked, deleted); and, while it is open, the live
 * count and totals of the selection, computed by the engine on the page's dataset.
 */
export const AreaSelectionPanel = memo(function AreaSelectionPanel({
  regions,
  value,
  onChange,
  drawnPolygon,
  preview,
  columns,
  appliesOnSearch,
}: AreaSelectionPanelProps) {
  const selection = value ?? EMPTY_AREA_SELECTION;
  const [opened, setOpened] = useState(value !== null);
  const saved = useSavedAreas(opened);
  const summary = useAreaPreview(preview, opened);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const drawn = isGeoFilterPolygon(drawnPolygon) ? drawnPolygon : null;

  const municipalityOptions = useMemo(
    () =>
      regions.map((region) => ({
        group: region.name,
        items: region.municipalities.map((municipality) => ({
          value: String(municipality.id),
          label: municipality.name,
        })),
      })),
    [regions],
  );
  const submarketOptions = useMemo(
    () =>
      regions
        .flatMap((region) => region.municipalities)
        .filter((municipality) => municipality.submarkets.length > 0)
        .map((municipality) => ({
          group: municipality.name,
          items: municipality.submarkets.map((submarket) => ({ value: String(submarket.id), label: submarket.name })),
        })),
    [regions],
  );

  const change = (next: AreaSelection) => onChange(withoutEmpty(next));
  const hasArea = (area: SavedArea) =>
    selection.polygons.some((polygon) => polygon.name === area.name && samePolygon(polygon.points, area.points));
  const toggleArea = (area: SavedArea, checked: boolean) =>
    change({
      ...selection,
      polygons: checked
        ? [...selection.polygons, { name: area.name, points: area.points }]
        : selection.polygons.filter(
            (polygon) => !(polygon.name === area.name && samePolygon(polygon.points, area.points)),
          ),
    });
  const addDrawn = () => {
    if (drawn === null || selection.polygons.some((polygon) => samePolygon(polygon.points, drawn))) return;
    change({ ...selection, polygons: [...selection.polygons, { name: null, points: [...drawn] }] });
  };
  const saveDrawn = () => {
    if (drawn === null) return;
    setError(null);
    saved.save(savedAreaName(name), drawn).then(
      (area) => {
        setName('');
        showSnackbar(AREAS_TEXT.saved(area.name));
        change({ ...selection, polygons: [...selection.polygons, { name: area.name, points: area.points }] });
      },
      (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)),
    );
  };
  // A renamed area in the selection keeps its place there under its new name.
  const renamed = (before: SavedArea, after: SavedArea) => {
    if (!hasArea(before)) return;
    change({
      ...selection,
      polygons: selection.polygons.map((polygon) =>
        polygon.name === before.name && samePolygon(polygon.points, before.points)
          ? { name: after.name, points: after.points }
          : polygon,
      ),
    });
  };
  const deleteSaved = (area: SavedArea) => {
    setError(null);
    saved.remove(area).then(
      () => showSnackbar(AREAS_TEXT.deleted(area.name)),
      (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)),
    );
  };
  // Polygons of the selection that are not saved areas of the list: drawn ones, or areas of a shared link.
  const otherPolygons = selection.polygons
    .map((polygon, index) => ({ polygon, index }))
    .filter(
      ({ polygon }) =>
        !saved.areas.some((area) => area.name === polygon.name && samePolygon(area.points, polygon.points)),
    );

  const count = selection.submarketIds.length + selection.municipalityIds.length + selection.polygons.length;
  const totals = useMemo(() => {
    if (summary === null) return [];
    const shown = new Set(summary.visibleColumns);
    return columns
      .filter((column) => shown.has(column.key) && column.total.kind !== 'none' && column.format !== 'text')
      .filter((column) => summary.overallTotal[column.key] !== null && summary.overallTotal[column.key] !== undefined)
      .slice(0, AREA_TOTALS_SHOWN);
  }, [summary, columns]);

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="xs"
          variant={opened ? 'filled' : 'light'}
          aria-expanded={opened}
          aria-controls="area-selection-panel"
          onClick={() => setOpened((open) => !open)}
        >
          {count > 0 ? `${AREAS_TEXT.toggle} (${count})` : AREAS_TEXT.toggle}
        </Button>
      </Group>
      {opened && (
        <Paper withBorder p="sm" id="area-selection-panel" role="region" aria-label={AREAS_TEXT.title}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {AREAS_TEXT.title}
            </Title>
            <Text size="sm">
              {AREAS_TEXT.union} {appliesOnSearch ? AREAS_TEXT.applyOnSearch : ''}
            </Text>
            <Group grow align="flex-start">
              <MultiSelect
                label={AREAS_TEXT.submarkets}
                placeholder={AREAS_TEXT.choose}
                data={submarketOptions}
                value={selection.submarketIds.map(String)}
                onChange={(ids) => change({ ...selection, submarketIds: ids.map(Number) })}
                searchable
                clearable
              />
              <MultiSelect
                label={AREAS_TEXT.municipalities}
                placeholder={AREAS_TEXT.choose}
                data={municipalityOptions}
                value={selection.municipalityIds.map(String)}
                onChange={(ids) => change({ ...selection, municipalityIds: ids.map(Number) })}
                searchable
                clearable
              />
            </Group>
            <Stack gap={4} role="group" aria-label={AREAS_TEXT.savedAreas}>
              <Text fw={600} size="sm">
                {AREAS_TEXT.savedAreas}
              </Text>
              {saved.failed && <Text size="sm">{AREAS_TEXT.loadFailed}</Text>}
              {saved.loaded && !saved.failed && saved.areas.length === 0 && (
                <Text size="sm">{AREAS_TEXT.noSavedAreas}</Text>
              )}
              {saved.areas.map((area) => (
                <SavedAreaRow
                  key={area.id}
                  area={area}
                  checked={hasArea(area)}
                  onToggle={(checked) => toggleArea(area, checked)}
                  onRename={(name) => saved.rename(area, name)}
                  onRenamed={(after) => {
                    renamed(area, after);
                    showSnackbar(AREAS_TEXT.renamed(after.name));
                  }}
                  onDelete={() => deleteSaved(area)}
                  onError={setError}
                />
              ))}
              {otherPolygons.map(({ polygon, index }) => {
                const label = polygon.name ?? AREAS_TEXT.drawnPolygon(index + 1);
                return (
                  <Group key={`polygon-${index}`} gap="xs">
                    <Checkbox
                      label={label}
                      checked
                      onChange={() =>
                        change({ ...selection, polygons: selection.polygons.filter((_, at) => at !== index) })
                      }
                    />
                  </Group>
                );
              })}
            </Stack>
            <Group gap="xs" align="flex-end">
              <Button size="xs" variant="light" onClick={addDrawn} disabled={drawn === null}>
                {AREAS_TEXT.addDrawn}
              </Button>
              <TextInput
                size="xs"
                label={AREAS_TEXT.areaName}
                value={name}
                maxLength={SAVED_AREA_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.currentTarget.value)}
                disabled={drawn === null}
              />
              <Button
                size="xs"
                variant="light"
                onClick={saveDrawn}
                disabled={drawn === null || savedAreaName(name) === ''}
              >
                {AREAS_TEXT.saveDrawn}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)} disabled={count === 0}>
                {AREAS_TEXT.clear}
              </Button>
            </Group>
            {drawn === null && (
              <Text size="xs" c="dimmed">
                {AREAS_TEXT.noDrawnPolygon}
              </Text>
            )}
            {error !== null && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Stack gap={4} role="status" aria-live="polite" data-testid="area-selection-count">
              {summary === null ? (
                <Text size="sm">{AREAS_TEXT.noRows}</Text>
              ) : (
                <Text size="sm" fw={600}>
                  {AREAS_TEXT.liveCount(summary.filteredCount, summary.totalCount)}
                </Text>
              )}
              {summary !== null && totals.length > 0 && (
                <Table withTableBorder fz="sm" aria-label={AREAS_TEXT.subtotals}>
                  <Table.Tbody>
                    {totals.map((column) => (
                      <Table.Tr key={column.key}>
                        <Table.Th scope="row">{column.label}</Table.Th>
                        <Table.Td>{formatCell(column, summary.overallTotal[column.key])}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
});

interface SavedAreaRowProps {
  area: SavedArea;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onRename: (name: string) => Promise<SavedArea>;
  onRenamed: (area: SavedArea) => void;
  onDelete: () => void;
  onError: (message: string | null) => void;
}

/** One saved area: in the selection or not, renamed (the saved views' rename), deleted. */
function SavedAreaRow({ area, checked, onToggle, onRename, onRenamed, onDelete, onError }: SavedAreaRowProps) {
  const rename = useRename({
    name: area.name,
    clean: savedAreaName,
    nameRequired: SAVED_AREA_MESSAGES.nameRequired,
    save: onRename,
    onSaved: onRenamed,
    onError,
  });
  // Leaving the name field (saved or cancelled) puts focus back on Rename, not on the page (WCAG 2.4.3).
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !rename.editing) renameButton.current?.focus();
    wasEditing.current = rename.editing;
  }, [rename.editing]);
  if (rename.editing)
    return (
      <Group gap="xs" align="flex-end">
        <TextInput
          size="xs"
          label={RENAME_LABELS.newNameFor(area.name)}
          value={rename.draft}
          maxLength={SAVED_AREA_NAME_MAX_LENGTH}
          onChange={(event) => rename.setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void rename.submit();
            if (event.key === 'Escape') rename.cancel();
          }}
          autoFocus
        />
        <Button size="xs" onClick={() => void rename.submit()}>
          {RENAME_LABELS.save}
        </Button>
        <Button size="xs" variant="default" onClick={rename.cancel}>
          {RENAME_LABELS.cancel}
        </Button>
      </Group>
    );
  return (
    <Group gap="xs">
      <Checkbox label={area.name} checked={checked} onChange={(event) => onToggle(event.currentTarget.checked)} />
      <Button
        ref={renameButton}
        size="compact-xs"
        variant="subtle"
        aria-label={RENAME_LABELS.renameOf(area.name)}
        onClick={rename.start}
      >
        {RENAME_LABELS.rename}
      </Button>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={AREAS_TEXT.deleteArea(area.name)}
        onClick={onDelete}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
