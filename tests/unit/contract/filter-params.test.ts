/**
 * The one mapping of filter values to API params and the one to client params
 * (contract/filter-definitions.ts), over the registry's definitions: every view sends what these
 * give (src/features/…-request.ts), so the spellings the spec names are checked once here.
 */
import { describe, expect, it } from 'vitest';
import { filterApiParams, filterClientParams } from '@contract/filter-definitions';
import { projectFilterCatalog } from '@contract/filter-catalog';

const catalog = projectFilterCatalog({ min: '2004-01-01', max: '2031-12-31' }, 2026);
const { buildingHeight, constructionStatus, soldOut, totalSuites, developer, projectStatus } = catalog;

describe('filter values to API params (part 1 §7 markethistory, part 2 §7 rental calls)', () => {
  it('ranges by their stem, completed building height as -from/-to, either key spelling read', () => {
    const values = { buildingHeightFrom: '5', 'buildingHeight.to': '30', 'totalSuites.from': '100' };
    expect(filterApiParams([buildingHeight, totalSuites], values, 'active')).toEqual({
      'buildingheight-min': '5',
      'buildingheight-max': '30',
      'suite-count-min': '100',
    });
    expect(filterApiParams([buildingHeight], values, 'completed')).toEqual({
      'buildingheight-from': '5',
      'buildingheight-to': '30',
    });
  });

  it('a selection as a list under its stem (either list spelling), a flag as its text; blanks and client filters add nothing', () => {
    const values = {
      'constructionStatus[]': ['1', '2'],
      soldOut: 'false',
      totalSuitesFrom: ' ',
      projectStatus: ['completed'],
    };
    expect(filterApiParams([constructionStatus, soldOut, totalSuites, projectStatus], values, 'active')).toEqual({
      'construction-status': ['1', '2'],
      'sold-out': 'false',
    });
  });
});

describe('filter values to client params', () => {
  it('every key a definition reads, under its written name, blanks dropped; other keys left out', () => {
    const values = {
      'developer[]': ['Amberly'],
      'totalSuites.from': '10',
      totalSuitesTo: '',
      soldOut: 'false',
      regionId: ['1'],
    };
    expect(filterClientParams([developer, totalSuites, soldOut], values)).toEqual({
      developer: ['Amberly'],
      'totalSuites.from': '10',
      soldOut: 'false',
    });
  });
});
