import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@test-support/free-port';
import { runUntilExit, serverEnv } from './spawned-server';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-start-failure-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** One line of explanation on stderr; no stack frame, no dumped error object. */
function expectOneClearMessage(stderr: string, ...parts: RegExp[]): void {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{"level"'));
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Marketview failed to start: /);
  for (const part of parts) expect(lines[0]).toMatch(part);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('a database that cannot be opened or reached at start', () => {
  it('an unwritable DATA_DIR (under a plain file, so even root cannot create it) stops with one message and exit 1', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    const { code, stdout, stderr } = await runUntilExit(
      serverEnv({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: path.join(scratch, 'no-dist') }),
    );
    expect(code).toBe(1);
    expectOneClearMessage(stderr, /cannot open the SQLite database/, new RegExp(dataDir), /DATA_DIR/, /ENOTDIR/);
    expect(stdout).not.toContain('Marketview is running');
  }, 60_000);

  it('a SQLite file that is not a database stops with one message and exit 1', async () => {
    const dataDir = path.join(scratch, 'corrupt');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'marketview.sqlite'), 'this is not a database file, just text. '.repeat(200));
    const { code, stderr } = await runUntilExit(
      serverEnv({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: path.join(scratch, 'no-dist') }),
    );
    expect(code).toBe(1);
    expectOneClearMessage(stderr, /cannot open the SQLite database/, /not a database/);
  }, 60_000);

  it('a DATABASE_URL to a closed port stops with one message and exit 1, without the password', async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await runUntilExit(
      serverEnv({
        PORT: '0',
        DATABASE_URL: `postgres://marketview:s3cret-pw@127.0.0.1:${port}/marketview`,
        DATA_DIR: path.join(scratch, 'unused'),
        DIST_DIR: path.join(scratch, 'no-dist'),
      }),
    );
    expect(code).toBe(1);
    expectOneClearMessage(
      stderr,
      /cannot reach the PostgreSQL database/,
      new RegExp(`127\\.0\\.0\\.1:${port}/marketview`),
      /ECONNREFUSED/,
      /DATABASE_URL/,
    );
    expect(stderr + stdout).not.toContain('s3cret-pw');
    expect(stdout).not.toContain('Marketview is running');
  }, 60_000);
});
