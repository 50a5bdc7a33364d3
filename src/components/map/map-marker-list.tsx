import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { isCancellation } from '../../engine/engine-errors';
import { DIMMED_TEXT_COLOUR } from '../../theme';
import { MARKER_LIST_TEXT } from './map-keyboard-constants';
import { clusterEntryLabel, markerListStatus, pinEntryLabel, type MarkerEntry, type MarkerList } from './marker-list';
import type { PinSource } from './pin-source';
import type { ClusterMarker, PinMarker } from './visible-pins';

interface MapMarkerListProps {
  list: MarkerList;
  onOpenPin: (pin: PinMarker, opener: HTMLElement) => void;
  onExpandCluster: (cluster: ClusterMarker) => void;
}

/** Height of the list's scroll area (px): a few entries show, the rest scroll. */
const LIST_HEIGHT = 160;

type NameCache = WeakMap<PinSource, Map<number, string | null>>;

/**
 * The names of the listed pins, asked of their sources for the rows not yet known: at most the
 * list's length per change, in the worker (a pin's name is not on the UI thread).
 */
function usePinNames(entries: readonly MarkerEntry[]): (pin: PinMarker) => string | undefined {
  const cache = useRef<NameCache>(new WeakMap());
  const [, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const missing = new Map<PinSource, number[]>();
    for (const entry of entries) {
      if (entry.type !== 'pin' || entry.marker.source.getPinNames === undefined) continue;
      const { source, row } = entry.marker;
      if (cache.current.get(source)?.has(row)) continue;
      const rows = missing.get(source) ?? [];
      if (!rows.includes(row)) rows.push(row);
      missing.set(source, rows);
    }
    for (const [source, rows] of missing) {
      source.getPinNames!(rows, controller.signal).then(
        (names) => {
          if (controller.signal.aborted) return;
          const known = cache.current.get(source) ?? new Map<number, string | null>();
          rows.forEach((row, index) => known.set(row, names[index] ?? null));
          cache.current.set(source, known);
          setVersion((version) => version + 1);
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isCancellation(error))
            console.warn('Pin names could not be loaded', error);
        },
      );
    }
    return () => controller.abort();
  }, [entries]);
  return (pin) => cache.current.get(pin.source)?.get(pin.row) ?? undefined;
}

/**
 * The pins and clusters in view as a list of buttons (beyond the spec, WCAG 2.1.1): Enter on a
 * pin opens the popup a click opens, on a cluster zooms in as a click does. One Tab stop (the
 * arrows move within), so the page's tab order does not grow with the pins; the focused entry
 * keeps focus while the map moves, and when it leaves the screen (a cluster zoomed into) the
 * first entry takes it.
 */
export const MapMarkerList = memo(function MapMarkerList({ list, onOpenPin, onExpandCluster }: MapMarkerListProps) {
  const { entries } = list;
  const nameOf = usePinNames(entries);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = entries.some((entry) => entry.key === activeKey) ? activeKey : (entries[0]?.key ?? null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Focus is in the list (or was, on an entry that has since left the screen). */
  const hasFocus = useRef(false);
  const status = useMemo(() => markerListStatus(list), [list]);
  const id = useId();

  const buttonOf = (key: string | null) =>
    key === null
      ? null
      : (listRef.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(key)}"]`) ?? null);

  // The focused entry left the screen: its button is gone and focus fell to the page. The entry
  // that now leads the list takes it, so the keyboard stays where it was working.
  useLayoutEffect(() => {
    if (!hasFocus.current) return;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    buttonOf(active)?.focus();
  }, [active, entries]);

  const activate = (entry: MarkerEntry, button: HTMLElement) => {
    if (entry.type === 'pin') onOpenPin(entry.marker, button);
    else onExpandCluster(entry.marker);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = entries.findIndex((entry) => entry.key === active);
    const next =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? entries.length - 1
              : null;
    if (next === null || entries.length === 0) return;
    event.preventDefault();
    const key = entries[Math.max(0, Math.min(entries.length - 1, next))]!.key;
    setActiveKey(key);
    buttonOf(key)?.focus();
  };

  return (
    <Stack gap={4} data-testid="map-marker-list">
      <Text size="sm" fw={700}>
        {MARKER_LIST_TEXT.title}
      </Text>
      <Text size="xs" role="status" data-testid="map-marker-list-status">
        {status}
      </Text>
      {entries.length > 0 && (
        <>
          <Text size="xs" c={DIMMED_TEXT_COLOUR} id={`${id}-help`}>
            {MARKER_LIST_TEXT.help}
          </Text>
          <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto">
            <Box
              component="ul"
              ref={listRef}
              aria-label={MARKER_LIST_TEXT.list}
              aria-describedby={`${id}-help`}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              onKeyDown={onKeyDown}
              onFocus={() => {
                hasFocus.current = true;
              }}
              onBlur={(event) => {
                // Focus moving elsewhere (another control, or a click on the page) ends the watch;
                // focus lost with an entry the map no longer shows does not: that entry is gone.
                const list = event.currentTarget;
                const left = event.target;
                if (event.relatedTarget !== null) {
                  if (!list.contains(event.relatedTarget)) hasFocus.current = false;
                  return;
                }
                queueMicrotask(() => {
                  if (left.isConnected) hasFocus.current = false;
                });
              }}
            >
              {entries.map((entry) => (
                <li key={entry.key}>
                  <UnstyledButton
                    data-key={entry.key}
                    tabIndex={entry.key === active ? 0 : -1}
                    onClick={(event) => {
                      setActiveKey(entry.key);
                      activate(entry, event.currentTarget);
                    }}
                    className="map-marker-list-entry"
                    px={6}
                    py={2}
                    fz="sm"
                    w="100%"
                  >
                    {entry.type === 'pin'
                      ? pinEntryLabel(entry.marker, nameOf(entry.marker))
                      : clusterEntryLabel(entry.marker)}
                  </UnstyledButton>
                </li>
              ))}
            </Box>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
});
