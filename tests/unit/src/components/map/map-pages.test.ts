import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { VIEW_IDS, VIEWS } from '@contract/views';
import { MAP_PAGE_FILES, OTHER_MAP_VIEW_FILES } from '@test-support/map-pages';

const ROOT = join(import.meta.dirname, '../../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('the map pages the keyboard-only tests open', () => {
  test('every component that renders the results map is listed, and each listed one renders it', () => {
    const renderers = sourceFiles(join(ROOT, 'src'))
      .filter((file) => file !== 'src/components/map/market-map.tsx')
      .filter((file) => /<MarketMap\b/.test(readFileSync(join(ROOT, file), 'utf8')))
      .sort();
    expect(renderers).toEqual(Object.values(MAP_PAGE_FILES).sort());
  });

  test('each is a results view of the registry', () => {
    for (const view of Object.keys(MAP_PAGE_FILES)) expect(VIEWS).toHaveProperty(view);
  });

  test('every results view is a map page or another view of a map page file (Go to area is checked on each)', () => {
    const pages = new Set<string>(Object.values(MAP_PAGE_FILES));
    for (const file of Object.values(OTHER_MAP_VIEW_FILES)) expect(pages).toContain(file);
    expect([...Object.keys(MAP_PAGE_FILES), ...Object.keys(OTHER_MAP_VIEW_FILES)].sort()).toEqual([...VIEW_IDS].sort());
  });
});
