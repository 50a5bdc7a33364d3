import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from '@server/auth/demo-accounts';
import { loadConfig } from '@server/config';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { postForm } from '@test-support/post-form';

describe('which demo accounts a start creates', () => {
  it('creates them outside production', () => {
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoAccounts).toBe(true);
  });

  it('creates none in production unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemoAccounts).toBe(true);
  });

  it('uses the password demo unless DEMO_PASSWORD says otherwise', () => {
    expect(loadConfig({}).demoPassword).toBe('demo');
    expect(loadConfig({ DEMO_PASSWORD: 's3cret-demo' }).demoPassword).toBe('s3cret-demo');
  });
});

describe('ensureDemoAccounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeded demo, sales-only and no-rental', async () => {
    const rows = await t.db
      .selectFrom('accounts')
      .select(['username', 'links', 'rental_expansion'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.username)).toEqual(['demo', 'sales-only', 'no-rental']);
    expect(DEMO_ACCOUNTS.map((account) => account.username)).toEqual(['demo', 'sales-only', 'no-rental']);
  });

  it('creates nothing twice and keeps a changed password', async () => {
    expect(await ensureDemoAccounts(t.db, 'another')).toEqual([]);
    expect((await postForm(t.app, '/user/login', { username: 'demo', password: 'demo' })).statusCode).toBe(303);
    expect((await postForm(t.app, '/user/login', { username: 'demo', password: 'another' })).statusCode).toBe(401);
  });

  it('stores scrypt hashes, never the password', async () => {
    const rows = await t.db.selectFrom('accounts').select('password_hash').execute();
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$/);
  });
});
