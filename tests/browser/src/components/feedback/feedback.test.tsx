import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { HowToResponse } from '@contract/session';
import { SNACKBAR_TIMEOUT_MS } from '@contract/shell-constants';
import { helpDrawerStore, openHelp } from '@src/state/help-drawer';
import { showSnackbar } from '@src/state/snackbar';
import {
  loggedInFixtures,
  renderShell,
  resetShellState,
  type FixtureAnswer,
  POLL,
} from '@test-support/browser/shell-harness';

declare global {
  interface Window {
    helpPwned?: number;
  }
}

afterEach(() => {
  delete window.helpPwned;
  document.body.style.minHeight = '';
  resetShellState();
});

const HOSTILE_HELP: HowToResponse = {
  id: 'how-to-table-sort',
  title: 'How to sort a table',
  body: [
    '<p>Click a column header to sort: descending, then ascending, then unsorted.</p>',
    '<img src="does-not-exist.png" alt="broken" onerror="window.helpPwned = 1">',
    '<script>window.helpPwned = 2</script>',
    '<a href="javascript:window.helpPwned = 3">Sneaky link</a>',
    '<svg><animate onbegin="window.helpPwned = 4" attributeName="x" dur="1s"></animate></svg>',
  ].join(''),
};

function deferred(): { promise: Promise<FixtureAnswer>; resolve: (answer: FixtureAnswer) => void } {
  let resolve: (answer: FixtureAnswer) => void = () => undefined;
  const promise = new Promise<FixtureAnswer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('help drawer (part 1 §2, §4)', () => {
  test('loads the item under the overlay, then opens with the title and a sanitized body', async () => {
    const answer = deferred();
    await renderShell('/landing-page', {
      ...loggedInFixtures(),
      '/api/v1/urban/howto/how-to-table-sort': () => answer.promise,
    });
    await expect.element(page.getByText('Dana Demo')).toBeVisible();
    const opening = openHelp('how-to-table-sort');
    await expect.element(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(page.getByRole('dialog').query()).toBeNull();
    answer.resolve({ body: HOSTILE_HELP });
    await opening;

    const dialog = page.getByRole('dialog', { name: 'How to sort a table' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await expect.element(dialog.getByText('Click a column header to sort')).toBeVisible();
    const body = page.getByTestId('help-body').element();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect(body.querySelector('animate')?.getAttribute('onbegin') ?? null).toBeNull();
    // Give a broken image time to fail and any handler time to run.
    await new Promise((done) => setTimeout(done, 300));
    expect(window.helpPwned).toBeUndefined();
    expect((dialog.element() as HTMLElement).getBoundingClientRect().width).toBeCloseTo(window.innerWidth * 0.6, 0);
  });

  test('while open the page is scrolled to the top and locked; focus stays inside; Escape closes and clears', async () => {
    document.body.style.minHeight = '4000px';
    await renderShell('/landing-page', {
      ...loggedInFixtures(),
      '/api/v1/urban/howto/how-to-table-sort': { body: HOSTILE_HELP },
    });
    await expect.element(page.getByText('Dana Demo')).toBeVisible();
    window.scrollTo({ top: 800 });
    await expect.poll(() => window.scrollY, POLL).toBeGreaterThan(0);

    await openHelp('how-to-table-sort');
    const dialog = page.getByRole('dialog', { name: 'How to sort a table' });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => window.scrollY, POLL).toBe(0);
    await expect.poll(() => getComputedStyle(document.body).overflow, POLL).toBe('hidden');

    await expect.poll(() => dialog.element().contains(document.activeElement), POLL).toBe(true);
    for (let press = 0; press < 6; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(helpDrawerStore.item).toBeNull();
  });

  test('a help item that fails to load is logged only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/landing-page', {
      ...loggedInFixtures(),
      '/api/v1/urban/howto/missing': { status: 404, body: { message: 'No help item missing' } },
    });
    await expect.element(page.getByText('Dana Demo')).toBeVisible();
    await openHelp('missing');
    expect(page.getByRole('dialog').query()).toBeNull();
    expect(page.getByRole('alert').query()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Problem fetching help item missing', expect.anything());
  });
});

describe('snackbar (part 1 §9)', () => {
  test('shows the message and hides it after 3000 ms', async () => {
    await renderShell('/landing-page', loggedInFixtures());
    await expect.element(page.getByText('Dana Demo')).toBeVisible();
    // Real time: the locator polling itself runs on timers, so faked timers would stall it. The
    // appearance is recorded by an observer rather than a poll, so a loaded machine that polls
    // late cannot miss it; the snackbar must then stay until 3000 ms and go after.
    const message = 'Added Project to Compare List.';
    let appeared = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(message)) appeared = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const shownAt = performance.now();
    showSnackbar(message);
    try {
      await expect.poll(() => appeared).toBe(true);
      await expect.element(page.getByText(message), { timeout: SNACKBAR_TIMEOUT_MS + 10_000 }).not.toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(SNACKBAR_TIMEOUT_MS);
  });
});
