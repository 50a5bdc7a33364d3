import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import { alertStore } from '@src/state/alert';
import { disposeProjectViews, renderProjectView } from './project-view-harness';
import { HISTORY_QUARTERS } from '@test-support/browser/project-fixtures';

const POLL = { timeout: 20_000 };

afterEach(disposeProjectViews);

test('old-stock market history without the rental expansion shows the subscription message, no table or alert', async () => {
  await renderProjectView('market-history', {
    projectType: 'purpose-built',
    projectStanding: 'oldstock',
    ...HISTORY_QUARTERS,
  });
  await expect.element(page.getByRole('status').filter({ hasText: RENTAL_EXPANSION_MESSAGE }), POLL).toBeVisible();
  expect(page.getByRole('table').query()).toBeNull();
  expect(alertStore.message).toBeNull();
});
