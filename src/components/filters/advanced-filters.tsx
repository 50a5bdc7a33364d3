import { Card, Group, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { URL_SAFE_MESSAGE } from '@contract/messages';
import type { PresentOptions } from '../../engine/engine-contract';
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

/**
 * Memoized: its dozens of inputs render again only when a filter, a value or an option list
 * changes, not with each sort or result of the page around it.
 */
export const AdvancedFilters = memo(function AdvancedFilters({
  definitions,
  values,
  options,
  presentOptions,
  onChange,
}: AdvancedFiltersProps) {
  const set = (key: string, value: string | readonly string[] | undefined) => {
    const blank = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    const next: Record<string, string | readonly string[] | undefined> = { ...values };
    if (blank) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const [unsafe, setUnsafe] = useState<ReadonlySet<string>>(new Set());

  return (
    <Card withBorder padding="md" component="section" aria-label="Advanced Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {definitions.map((definition) => {
          const { name, label } = definition;
          switch (definition.type) {
            case 'selection':
              return (
                <MultiSelect
                  key={name}
                  label={label}
                  data={definition.options.map((option) => ({ value: String(option.id), label: option.name }))}
                  value={list(values[name])}
                  onChange={(next) => set(name, next)}
                  clearable
                />
              );
            case 'autocompleteSelection': {
              const present = presentOptions?.[PRESENT_KEY[definition.optionsSource]];
              const presentSet = present === undefined ? null : new Set(present.map((entry) => entry.toLowerCase()));
              return (
                <MultiSelect
                  key={name}
                  label={label}
                  searchable
                  clearable
                  limit={100}
                  data={options[definition.optionsSource].map((option) => ({
                    value: option.name,
                    label: option.name,
                    disabled: presentSet !== null && !presentSet.has(option.name.toLowerCase()),
                  }))}
                  value={list(values[name])}
                  onChange={(next) => set(name, next)}
                />
              );
            }
            case 'dateRange': {
              const { min, max } = definition;
              return (
                <Stack key={name} gap={4}>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  <Group grow gap="xs">
                    <DateBound
                      label={`${label} From`}
                      value={text(values[rangeKey(name, 'from')])}
                      min={min}
                      max={max}
                      onCommit={(value) => set(rangeKey(name, 'from'), value)}
                    />
                    <DateBound
                      label={`${label} To`}
                      value={text(values[rangeKey(name, 'to')])}
                      min={min}
                      max={max}
                      onCommit={(value) => set(rangeKey(name, 'to'), value)}
                    />
                  </Group>
                </Stack>
              );
            }
            case 'numberRange': {
              const from = text(values[rangeKey(name, 'from')]);
              const to = text(values[rangeKey(name, 'to')]);
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
                <Stack key={name} gap={4}>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  <Group grow gap="xs">
                    <NumberInput
                      {...common}
                      label={`${label} From`}
                      value={from}
                      onChange={(raw) => commit('from', raw)}
                    />
                    <NumberInput {...common} label={`${label} To`} value={to} onChange={(raw) => commit('to', raw)} />
                  </Group>
                </Stack>
              );
            }
            case 'radio':
              return (
                <Radio.Group
                  key={name}
                  label={label}
                  value={text(values[name]) || definition.default}
                  onChange={(value) => set(name, value)}
                >
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
                  key={name}
                  label={label}
                  value={text(values[name])}
                  error={unsafe.has(name) ? URL_SAFE_MESSAGE : undefined}
                  onChange={(event) => {
                    const raw = event.currentTarget.value;
                    const nextUnsafe = new Set(unsafe);
                    if (hasUnsafeCharacters(raw)) nextUnsafe.add(name);
                    else nextUnsafe.delete(name);
                    setUnsafe(nextUnsafe);
                    set(name, toUrlSafeText(raw) ?? undefined);
                  }}
                />
              );
            default:
              console.warn('Unknown filter type', definition);
              return null;
          }
        })}
      </SimpleGrid>
    </Card>
  );
});
