import { Card, Group, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { memo, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { URL_SAFE_MESSAGE } from '@contract/messages';
import type { PresentOptions } from '@contract/engine';
import type { SearchFilterDefinition, UrbanOption } from '@contract/filter-definitions';
import { hasUnsafeCharacters, toUrlSafeText } from '@contract/url-safe';
import { rangeKey } from '@contract/filter-definitions';
import { clampRangeBound, padDateInput, rangePrefix, rangeStep, rangeSuffix } from './filter-validation';

/**
 * Advanced filter controls built from the server's filter definitions (part 1 §3, §5). Values
 * live under their URL names: ranges as `{name}From`/`{name}To`, selections as lists, radios as
 * 'true'/'false'. Setting a value to blank removes it (and so an empty from/to pair).
 */
export type FilterValues = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface AdvancedFiltersProps {
  definitions: readonly SearchFilterDefinition[];
  values: FilterValues;
  /** The configuration lists autocomplete filters take their options from. */
  options: Readonly<Record<'developers' | 'propertyManagers' | 'developerOwners', readonly UrbanOption[]>>;
  /** Names present in the current results; other options are listed disabled (part 1 §5). */
  presentOptions: PresentOptions | null;
  onChange: (next: FilterValues) => void;
}

const PRESENT_KEY = {
  developers: 'developers',
  propertyManagers: 'propertyManagers',
  developerOwners: 'owners',
} as const;

function text(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

function list(value: string | readonly string[] | undefined): string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
}

function DateBound({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: string;
  min: string;
  max: string;
  onCommit: (value: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  return (
    <TextInput
      label={label}
      placeholder="yyyy-mm-dd"
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={() => {
        const padded = padDateInput(typed, min, max);
        setTyped(padded ?? '');
        onCommit(padded ?? undefined);
      }}
    />
  );
}

type FilterValue = string | readonly string[] | undefined;

/** Filter controls the panel mounts per animation frame as it opens. */
const CONTROLS_PER_FRAME = 6;

/** A range filter: its label over its From and To inputs side by side. */
function RangeGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group grow gap="xs">
        {children}
      </Group>
    </Stack>
  );
}

interface FilterControlProps {
  definition: SearchFilterDefinition;
  /** The value under the filter's name (selections, radios, text). */
  value: FilterValue;
  /** A range's bounds, under `{name}From` and `{name}To`. */
  from: FilterValue;
  to: FilterValue;
  /** The options of an autocomplete filter's configuration list, and the names in the results. */
  autocompleteOptions: readonly UrbanOption[] | null;
  presentNames: readonly string[] | null;
  /** True when the text typed had characters the URL-safe rule removed (part 1 §5). */
  unsafe: boolean;
  set: (key: string, value: FilterValue) => void;
  setUnsafe: (name: string, unsafe: boolean) => void;
}

/**
 * One filter's inputs. Memoized with its own values only, so typing in one range renders that
 * range again, not the dozens of inputs beside it.
 */
const FilterControl = memo(function FilterControl({
  definition,
  value,
  from: fromValue,
  to: toValue,
  autocompleteOptions,
  presentNames,
  unsafe,
  set,
  setUnsafe,
}: FilterControlProps) {
  const { name, label } = definition;
  switch (definition.type) {
    case 'selection':
      return (
        <MultiSelect
          label={label}
          data={definition.options.map((option) => ({ value: String(option.id), label: option.name }))}
          value={list(value)}
          onChange={(next) => set(name, next)}
          clearable
        />
      );
    case 'autocompleteSelection': {
      const presentSet = presentNames === null ? null : new Set(presentNames.map((entry) => entry.toLowerCase()));
      return (
        <MultiSelect
          label={label}
          searchable
          clearable
          limit={100}
          data={(autocompleteOptions ?? []).map((option) => ({
            value: option.name,
            label: option.name,
            disabled: presentSet !== null && !presentSet.has(option.name.toLowerCase()),
          }))}
          value={list(value)}
          onChange={(next) => set(name, next)}
        />
      );
    }
    case 'dateRange': {
      const { min, max } = definition;
      return (
        <RangeGroup label={label}>
          <DateBound
            label={`${label} From`}
            value={text(fromValue)}
            min={min}
            max={max}
            onCommit={(next) => set(rangeKey(name, 'from'), next)}
          />
          <DateBound
            label={`${label} To`}
            value={text(toValue)}
            min={min}
            max={max}
            onCommit={(next) => set(rangeKey(name, 'to'), next)}
          />
        </RangeGroup>
      );
    }
    case 'numberRange': {
      const from = text(fromValue);
      const to = text(toValue);
      const number = (raw: string) => (raw === '' ? null : Number(raw));
      const common = {
        min: definition.min,
        max: definition.max,
        step: rangeStep(definition.subType),
        decimalScale: definition.subType === 'currencyWithCents' ? 2 : undefined,
        prefix: rangePrefix(definition.subType),
        suffix: rangeSuffix(definition.subType),
        thousandSeparator: ',',
      };
      const commit = (which: 'from' | 'to', raw: string | number) => {
        const value = clampRangeBound(
          which,
          raw === '' ? null : Number(raw),
          number(which === 'from' ? to : from),
          definition.min,
          definition.max,
        );
        set(rangeKey(name, which), value === null ? undefined : String(value));
      };
      return (
        <RangeGroup label={label}>
          <NumberInput {...common} label={`${label} From`} value={from} onChange={(raw) => commit('from', raw)} />
          <NumberInput {...common} label={`${label} To`} value={to} onChange={(raw) => commit('to', raw)} />
        </RangeGroup>
      );
    }
    case 'radio':
      return (
        <Radio.Group label={label} value={text(value) || definition.default} onChange={(next) => set(name, next)}>
          <Group gap="md" mt={4}>
            {definition.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'text':
      return (
        <TextInput
          label={label}
          value={text(value)}
          error={unsafe ? URL_SAFE_MESSAGE : undefined}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            setUnsafe(name, hasUnsafeCharacters(raw));
            set(name, toUrlSafeText(raw) ?? undefined);
          }}
        />
      );
    default:
      console.warn('Unknown filter type', definition);
      return null;
  }
});

/**
 * Memoized, as is each filter's control: its dozens of inputs render again only when their own
 * value or options change, not with each keystroke elsewhere or each sort or result of the page.
 */
export const AdvancedFilters = memo(function AdvancedFilters({
  definitions,
  values,
  options,
  presentOptions,
  onChange,
}: AdvancedFiltersProps) {
  // One function across renders, so each control's memo holds while the values change.
  const set = useLatestCallback((key: string, value: FilterValue) => {
    const blank = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    const next: Record<string, FilterValue> = { ...values };
    if (blank) delete next[key];
    else next[key] = value;
    onChange(next);
  });
  // The panel opens a few controls per frame: dozens of inputs committed at once are one long
  // task of the UI thread. The rest follow in transitions, one batch per animation frame.
  const [mountedCount, setMountedCount] = useState(CONTROLS_PER_FRAME);
  useEffect(() => {
    if (mountedCount >= definitions.length) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() => setMountedCount((count) => count + CONTROLS_PER_FRAME)),
    );
    return () => cancelAnimationFrame(frame);
  }, [mountedCount, definitions.length]);
  const [unsafeNames, setUnsafeNames] = useState<ReadonlySet<string>>(new Set());
  const setUnsafe = useCallback((name: string, unsafe: boolean) => {
    setUnsafeNames((current) => {
      if (current.has(name) === unsafe) return current;
      const next = new Set(current);
      if (unsafe) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);

  return (
    <Card withBorder padding="md" component="section" aria-label="Advanced Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {definitions.slice(0, mountedCount).map((definition) => {
          const { name } = definition;
          const autocomplete = definition.type === 'autocompleteSelection';
          return (
            <FilterControl
              key={name}
              definition={definition}
              value={values[name]}
              from={values[rangeKey(name, 'from')]}
              to={values[rangeKey(name, 'to')]}
              autocompleteOptions={autocomplete ? options[definition.optionsSource] : null}
              presentNames={autocomplete ? (presentOptions?.[PRESENT_KEY[definition.optionsSource]] ?? null) : null}
              unsafe={unsafeNames.has(name)}
              set={set}
              setUnsafe={setUnsafe}
            />
          );
        })}
      </SimpleGrid>
    </Card>
  );
});
