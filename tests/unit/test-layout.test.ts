import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests mirror the rooms (README "Where tests live"): a file under tests/unit/ or tests/browser/
 * sits in the folder that mirrors its subject's folder, tests/<tier>/<room>/<subfolder>/, so
 * tests/unit/workers/ops/ holds the Node tests of workers/ops/. The rooms are the source folders
 * below; `e2e` mirrors the end-to-end crawler's own code in tests/e2e/; the tier's root mirrors
 * the repository root (its configuration). Helpers shared by tests of several folders live in
 * tests/support/ (tests/support/browser/ for Chromium), which holds no tests. The walk reads the
 * file system, so a new test in a folder with no source counterpart fails here.
 */
const REPO_ROOT = process.cwd();
const TIERS = ['tests/unit', 'tests/browser'];
const MIRRORED: Record<string, string> = {
  contract: 'contract',
  src: 'src',
  server: 'server',
  workers: 'workers',
  bench: 'bench',
  scripts: 'scripts',
  e2e: 'tests/e2e',
};
const TEST_FILE = /\.test\.tsx?$/;
// What Vitest's browser mode writes beside a failed test (git-ignored), not a file of the suite.
const GENERATED = /(^|\/)__screenshots__\//;

function filesUnder(folder: string): string[] {
  const absolute = path.join(REPO_ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .filter((file) => !GENERATED.test(file) && statSync(path.join(REPO_ROOT, file)).isFile());
}

/** The repository folder a folder of a tier mirrors, or null when it mirrors none. */
function mirroredFolder(tierFolder: string): string | null {
  if (tierFolder === '') return '.';
  const [room, ...rest] = tierFolder.split('/');
  const base = room === undefined ? undefined : MIRRORED[room];
  return base === undefined ? null : path.posix.join(base, ...rest);
}

describe('tests mirror the rooms', () => {
  it.each(TIERS)('every file under %s sits in a folder that mirrors a source folder', (tier) => {
    const files = filesUnder(tier);
    expect(files.filter((file) => TEST_FILE.test(file)).length).toBeGreaterThan(0);
    const misplaced = files.filter((file) => {
      const mirrored = mirroredFolder(path.posix.relative(tier, path.posix.dirname(file)));
      return mirrored === null || !existsSync(path.join(REPO_ROOT, mirrored));
    });
    expect(
      misplaced,
      `move these to ${tier}/<room>/<the subject's folder>/, or a shared helper to tests/support/`,
    ).toEqual([]);
  });

  it('tests/support holds helpers only: a test there would run in no tier', () => {
    expect(filesUnder('tests/support').filter((file) => TEST_FILE.test(file))).toEqual([]);
  });
});
