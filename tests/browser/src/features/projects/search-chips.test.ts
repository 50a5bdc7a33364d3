import { describe, expect, test } from 'vitest';
import { projectSearchChips } from '@src/features/projects/project-search-chips';
import { searchChipsFromParams } from '@src/components/chips/search-chips-from-params';
import { contextFor, REGIONS } from '@test-support/browser/project-fixtures';

const west = REGIONS.find((region) => region.id === 1)!.name;

describe('search chips of the project views (part 1 §2)', () => {
  test('a quarter search shows its regions, Quarter and Year', () => {
    expect(
      projectSearchChips(contextFor('project-search'), {
        projectType: 'condo',
        projectStanding: 'active',
        year: '2026',
        qtr: '2',
        'regionId[]': ['1'],
      }),
    ).toEqual([
      { label: west, value: null },
      { label: 'Quarter', value: '2' },
      { label: 'Year', value: '2026' },
    ]);
  });

  test('a one-month search shows the month instead of Quarter and Year', () => {
    const chips = projectSearchChips(contextFor('market-data'), {
      projectType: 'purpose-built',
      projectStanding: 'oldstock',
      timeType: 'months',
      queryMonth: '2026-08',
      timeRange: '1mo',
    });
    expect(chips).toEqual([{ label: 'Month', value: 'Aug 2026' }]);
  });

  test('a longer time range shows From and To months, across a year end', () => {
    const chips = projectSearchChips(contextFor('project-search'), {
      projectType: 'purpose-built',
      projectStanding: 'oldstock',
      timeType: 'months',
      queryMonth: '2026-02',
      timeRange: '3mo',
      'regionId[]': ['1'],
    });
    expect(chips).toEqual([
      { label: west, value: null },
      { label: 'From', value: 'Dec 2025' },
      { label: 'To', value: 'Feb 2026' },
    ]);
    expect(chips.map((chip) => chip.label)).not.toContain('Quarter');
  });

  test('the rental standing searched by quarter keeps Quarter and Year', () => {
    const chips = projectSearchChips(contextFor('project-search'), {
      projectType: 'purpose-built',
      projectStanding: 'oldstock',
      timeType: 'quarters',
      year: '2025',
      qtr: '4',
    });
    expect(chips).toEqual([
      { label: 'Quarter', value: '4' },
      { label: 'Year', value: '2025' },
    ]);
  });

  test('market history shows its range as From and To', () => {
    const chips = projectSearchChips(contextFor('market-history'), {
      year_start: '2024',
      qtr_start: '1',
      year_end: '2026',
      qtr_end: '3',
    });
    expect(chips).toEqual([
      { label: 'From', value: '2024 Q1' },
      { label: 'To', value: '2026 Q3' },
    ]);
  });

  test('12 months end with the searched month', () => {
    expect(searchChipsFromParams({ monthSearch: { queryMonth: '2026-12', months: 12 } })).toEqual([
      { label: 'From', value: 'Jan 2026' },
      { label: 'To', value: 'Dec 2026' },
    ]);
  });
});
