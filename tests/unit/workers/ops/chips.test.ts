import { describe, expect, it } from 'vitest';
import { chipsOf } from '@workers/ops/chips';
import { PROJECT_TYPES, STANDINGS_BY_TYPE } from '@contract/product-facts';
import { projectFiltersOf } from '@test-support/filter-definitions';

const standingChip = (projectType: string, projectStanding: string) =>
  chipsOf({}, { projectType, projectStanding }).map((chip) => chip.label);

describe('the standing chip (part 1 §2 "Tab table behaviour")', () => {
  it('shows active as New and the rental standing as Old Stock, not their raw names', () => {
    expect(standingChip('condo', 'active')).toEqual(['New']);
    expect(standingChip('purpose-built', 'oldstock')).toEqual(['Old Stock']);
    expect(standingChip('purpose-built', 'construction')).toEqual(['Under Construction']);
    expect(standingChip('purpose-built', 'completed')).toEqual(['Newer Stock']);
  });

  it('never shows a standing by its raw name', () => {
    for (const projectType of PROJECT_TYPES) {
      for (const standing of STANDINGS_BY_TYPE[projectType]) {
        const [label] = standingChip(projectType, standing);
        expect(label).toMatch(/^[A-Z]/);
        expect(label).not.toBe(standing);
      }
    }
  });

  it('shows no standing chip without a standing, and keeps an unknown value as it is', () => {
    expect(chipsOf({}, undefined)).toEqual([]);
    expect(chipsOf({}, { projectType: 'condo', projectStanding: null })).toEqual([]);
    expect(standingChip('condo', 'toString')).toEqual(['toString']);
  });

  it('puts the standing before the flag and date chips', () => {
    const chips = chipsOf(
      { cancelled: 'true', soldOut: 'false', openDateFrom: '2024-01-01' },
      { projectType: 'condo', projectStanding: 'active', filters: projectFiltersOf('condo', 'active') },
    );
    expect(chips).toEqual([
      { label: 'New', value: null },
      { label: 'Cancelled Included', value: null },
      { label: 'From', value: '2024-01-01' },
    ]);
  });
});
