import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { compareListsStore } from '@src/state/compare-lists';
import { dismissProjectCompareDialog } from '@src/state/compare-list-rules';
import {
  loggedInFixtures,
  POLL,
  renderShell,
  resetShellState,
  type Fixtures,
} from '@test-support/browser/shell-harness';
import {
  CHART_HISTORY,
  CHART_HISTORY_PATH,
  chart,
  display,
  DISPLAY_PATH,
  history,
  HISTORY_PATH,
  popup,
  PROJECT_ID,
} from './profile-fixtures';

afterEach(() => {
  dismissProjectCompareDialog();
  resetShellState();
});

function profileFixtures(overrides: Fixtures = {}, shown: ProjectDisplayResponse = display()): Fixtures {
  return {
    ...loggedInFixtures(),
    [DISPLAY_PATH]: { body: shown },
    [HISTORY_PATH]: { body: history() },
    [CHART_HISTORY_PATH]: { body: CHART_HISTORY },
    [`/api/v1/urban/project/${PROJECT_ID}/popup`]: { body: popup(PROJECT_ID, 'active') },
    ...overrides,
  };
}

const heading = () => page.getByRole('heading', { level: 1 });

async function openProfile(fixtures: Fixtures = profileFixtures()) {
  const shell = await renderShell(`/project/${PROJECT_ID}`, fixtures);
  // The route's chunk loads on first use: on a busy machine that can take longer than POLL.
  await expect
    .element(page.getByRole('heading', { name: 'Harbour Point Towers', level: 1 }), { timeout: 20_000 })
    .toBeVisible();
  return shell;
}

describe('loading (part 2 §2.9, §4, §8)', () => {
  test('display, then history; the heading is the name and the first tab is open', async () => {
    const { calls } = await openProfile();
    const profileCalls = calls.map((call) => call.url).filter((url) => url.startsWith('/api/v1/urban/project/'));
    expect(profileCalls).toEqual([DISPLAY_PATH, HISTORY_PATH]);
    const tabs = page.getByRole('tab').elements();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['View Project', 'View Update History']);
    await expect.element(page.getByRole('tab', { name: 'View Project' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Harbour Point Towers | Marketview');
  });

  test.each([
    ['the display answers 404', { [DISPLAY_PATH]: { status: 404, body: { message: 'No project 7' } } }],
    ['the display fails', { [DISPLAY_PATH]: { status: 500, body: { message: 'boom' } } }],
    ['the history fails after the display loaded', { [HISTORY_PATH]: { status: 500, body: { message: 'boom' } } }],
    ['the history answers 404', { [HISTORY_PATH]: { status: 404, body: { message: 'No project 7' } } }],
  ])('when %s, only "Project profile" and the no-projects message show', async (_case, overrides) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell(`/project/${PROJECT_ID}`, profileFixtures(overrides));
    await expect.element(page.getByText('No projects exist under this id.'), POLL).toBeVisible();
    await expect.element(heading()).toHaveTextContent('Project profile');
    expect(page.getByRole('tab').elements()).toHaveLength(0);
    expect(page.getByText('Harbour Point Towers').elements()).toHaveLength(0);
  });
});

describe('the View Project tab (part 2 §2.9)', () => {
  test('status and UrbanAction chips, Land Sale link, UrbanAction download with its date', async () => {
    await openProfile();
    await expect.element(page.getByText('Under Construction')).toBeVisible();
    await expect.element(page.getByText('UrbanAction', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Sale 55' })).toHaveAttribute('href', '/database/sale/55');
    const info = page.getByRole('link', { name: 'UrbanAction information' });
    await expect.element(info).toHaveAttribute('href', '/api/v1/media/urbanaction/project/7.pdf');
    await expect.element(page.getByText('(published 2025-04-16)')).toBeVisible();
  });

  test('no UrbanAction chip when the flag is not set', async () => {
    await openProfile(profileFixtures({}, display({ urbanaction: false, urbanaction_info: null })));
    expect(page.getByText('UrbanAction', { exact: true }).elements()).toHaveLength(0);
  });

  test('Website and Rental Website get https:// only when they have no scheme; other schemes are no link', async () => {
    await openProfile();
    await expect
      .element(page.getByRole('link', { name: 'www.harbour.example/project-7' }))
      .toHaveAttribute('href', 'https://www.harbour.example/project-7');
    await expect
      .element(page.getByRole('link', { name: 'http://rent-7.example' }))
      .toHaveAttribute('href', 'http://rent-7.example');
  });

  test('a javascript: website is shown as text, not as a link', async () => {
    await openProfile(profileFixtures({}, display({ website: 'javascript:alert(1)' })));
    await expect.element(page.getByText('javascript:alert(1)')).toBeVisible();
    expect(page.getByRole('link', { name: 'javascript:alert(1)' }).elements()).toHaveLength(0);
  });

  test('amenities in 3 columns and profile details in 2', async () => {
    await openProfile();
    const amenities = page.getByRole('list', { name: 'Amenities' }).element();
    expect(getComputedStyle(amenities).gridTemplateColumns.split(' ')).toHaveLength(3);
    const details = page.getByRole('heading', { name: 'Location' }).element().parentElement?.parentElement;
    expect(getComputedStyle(details as HTMLElement).gridTemplateColumns.split(' ')).toHaveLength(2);
  });

  test('the static map comes from our server at zoom 15 with a marker, sized for the breakpoint', async () => {
    await openProfile();
    const map = page.getByRole('button', { name: 'Open Harbour Point Towers map' }).element().querySelector('img');
    const url = new URL(map?.getAttribute('src') ?? '', location.origin);
    expect(url.pathname).toBe('/api/v1/media/staticmap');
    expect(url.searchParams.get('zoom')).toBe('15');
    expect(url.searchParams.get('markers')).toBe('43.64,-79.38');
    // The test viewport is 1280 px wide: Mantine's lg breakpoint (75em) -> 556x400 (part 2 §9).
    expect([url.searchParams.get('width'), url.searchParams.get('height')]).toEqual(['556', '400']);
  });

  test('gallery pictures are 4 per row', async () => {
    await openProfile();
    const gallery = page.getByRole('list', { name: 'Harbour Point Towers gallery' }).element();
    expect(getComputedStyle(gallery).gridTemplateColumns.split(' ')).toHaveLength(4);
  });
});

describe('formats (part 1 §9, part 2 §9)', () => {
  test("chart cells are written by their column's format, Data as of as 'MMM yyyy'", async () => {
    await openProfile();
    const table = page.getByRole('table', { name: 'New Sales' });
    const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    const [header, first] = table.getByRole('row').elements();
    expect(cells(header!)).toEqual(['Quarter', 'Quarter Sales', 'Avg Sale Price', 'Vacancy Rate']);
    expect(cells(first!)).toEqual(['Row 1', '1,000', '$714,210', '2.5%']);
    expect(page.getByText('Data as of Sep 2026').elements()).toHaveLength(2);
  });

  test('profile details and detail tables show their values by format, with units', async () => {
    await openProfile();
    const building = page.getByRole('heading', { name: 'Building' }).element().parentElement!;
    expect(building.textContent).toContain('Suites1,420');
    expect(building.textContent).toContain('Average suite size1,265 sq ft');
    await expect
      .element(page.getByRole('table', { name: 'Suite Details' }))
      .toHaveTextContent('Smallest suite410 sq ft');
  });
});

describe('historical data (part 2 §2.9, §9)', () => {
  test('only a chart with a history link and at least 5 rows offers it', async () => {
    await openProfile(
      profileFixtures(
        {},
        display({
          charts: [
            chart('Five rows', 5, CHART_HISTORY_PATH),
            chart('Four rows', 4, CHART_HISTORY_PATH),
            chart('No link', 9, null),
          ],
        }),
      ),
    );
    expect(page.getByRole('button', { name: 'View All Historical Data' }).elements()).toHaveLength(1);
    const five = page.getByRole('heading', { name: 'Five rows' }).element().closest('.mantine-Stack-root');
    expect(five?.textContent).toContain('View All Historical Data');
  });

  test('View fetches all_uri and shows its first table; Hide restores the chart', async () => {
    const { calls } = await openProfile();
    const table = () => page.getByRole('table', { name: /^New Sales/ });
    expect(table().getByRole('row').elements()).toHaveLength(1 + 5);
    await page.getByRole('button', { name: 'View All Historical Data' }).click();
    await expect.element(page.getByRole('heading', { name: 'New Sales (all quarters)' })).toBeVisible();
    expect(calls.map((call) => call.url)).toContain(CHART_HISTORY_PATH);
    expect(table().getByRole('row').elements()).toHaveLength(1 + 12);
    expect(page.getByText('Ignored second table').elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Hide All Historical Data' }).click();
    await expect.element(page.getByRole('heading', { name: 'New Sales', exact: true })).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(1 + 5);
    await expect.element(page.getByRole('button', { name: 'View All Historical Data' })).toBeVisible();
  });

  test('a failed history fetch is logged only and the chart stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openProfile(profileFixtures({ [CHART_HISTORY_PATH]: { status: 500, body: { message: 'boom' } } }));
    await page.getByRole('button', { name: 'View All Historical Data' }).click();
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('heading', { name: 'New Sales', exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Hide All Historical Data' }).elements()).toHaveLength(0);
  });
});

describe('sanitized server HTML (part 2 §2.9 notes)', () => {
  test('an <img onerror> and a <script> in a note never run; a javascript: link is text', async () => {
    const flags = window as unknown as { __ranOnError?: boolean; __ranScript?: boolean };
    delete flags.__ranOnError;
    delete flags.__ranScript;
    const hostile = chart('Hostile', 2, null);
    hostile.tableNote =
      '<p>Safe text</p><img src="x" onerror="window.__ranOnError = true"><script>window.__ranScript = true</script>' +
      '<a href="javascript:window.__ranScript = true">bad link</a> <a href="https://example.com/x">good link</a>';
    await openProfile(profileFixtures({}, display({ charts: [hostile] })));
    await expect.element(page.getByText('Safe text')).toBeVisible();
    // Give a broken image time to fire its error event.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flags.__ranOnError).toBeUndefined();
    expect(flags.__ranScript).toBeUndefined();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main [onerror]')).toBeNull();
    expect(page.getByRole('link', { name: 'bad link' }).elements()).toHaveLength(0);
    await expect.element(page.getByText('bad link')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'good link' })).toHaveAttribute('target', '_blank');
  });
});

describe('compare list from the profile (part 2 §2.9, §4)', () => {
  test('Add to Compare List adds the project and goes to the compare page', async () => {
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/project/compare');
    expect(compareListsStore.projects.map((entry) => String(entry.id))).toEqual([String(PROJECT_ID)]);
  });

  test('Remove From Compare List removes it and goes to the compare page', async () => {
    localStorage.setItem('projectCompareList', JSON.stringify([popup(PROJECT_ID, 'active'), popup(8, 'active')]));
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Remove From Compare List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/project/compare');
    expect(compareListsStore.projects.map((entry) => String(entry.id))).toEqual(['8']);
  });

  test('a differing standing opens the clear-list dialog: Cancel stays, Clear List adds and moves on', async () => {
    localStorage.setItem('projectCompareList', JSON.stringify([popup(8, 'resale')]));
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare List' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}`);
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    await dialog.getByRole('button', { name: 'Clear List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/project/compare');
    expect(compareListsStore.projects.map((entry) => String(entry.id))).toEqual([String(PROJECT_ID)]);
  });

  test('a full list opens the replace dialog; Replace adds and moves on', async () => {
    localStorage.setItem('projectCompareList', JSON.stringify([1, 2, 3, 4, 5].map((id) => popup(id, 'active'))));
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'Add to Compare List' }).click();
    const dialog = page.getByRole('dialog', { name: /List is capped at 5 projects/ });
    await dialog.getByRole('button', { name: 'Replace Project 1' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/project/compare');
    expect(compareListsStore.projects.map((entry) => String(entry.id))).toEqual(['7', '2', '3', '4', '5']);
  });

  test('View Compare List goes to the compare page', async () => {
    const { router } = await openProfile();
    await page.getByRole('button', { name: 'View Compare List' }).click();
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/project/compare');
  });
});

describe('the update history tab (part 2 §2.10)', () => {
  test('with fewer than 2 versions it says there are no revisions', async () => {
    await openProfile(profileFixtures({ [HISTORY_PATH]: { body: history(1) } }));
    await page.getByRole('tab', { name: 'View Update History' }).click();
    await expect.element(page.getByText('There are no revisions for this project yet.')).toBeVisible();
  });

  test('Project Versions with the standings by label, then one comparison column per standing, and back', async () => {
    await openProfile();
    await page.getByRole('tab', { name: 'View Update History' }).click();
    const versions = page.getByRole('table', { name: 'Project Versions' });
    await expect.element(versions).toBeVisible();
    const headers = [...versions.element().querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Version', 'Standing', 'Updated on', 'Status']);
    const rows = [...versions.element().querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    // The standings' labels (contract/product-facts.ts), never their keys.
    expect(rows).toEqual([
      ['1', 'Proposed', '2025-01-15', 'Planning'],
      ['2', 'Proposed', '2025-02-15', 'Planning'],
      ['3', 'New', '2025-03-15', 'Selling'],
    ]);

    await page.getByRole('button', { name: 'Compare all standings' }).click();
    const comparison = page.getByRole('table', { name: 'Project Standing Data Comparison' });
    await expect.element(comparison).toBeVisible();
    const columns = [...comparison.element().querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(columns).toEqual(['Field', 'Proposed', 'New']);
    await expect.element(comparison.getByRole('row', { name: /^Suites/ })).toHaveTextContent('Suites1,4021,403');
    await expect
      .element(comparison.getByRole('img', { name: 'Main picture, Proposed' }))
      .toHaveAttribute('src', '/api/v1/media/picture/project/7/2.svg');
    await expect
      .element(comparison.getByRole('link', { name: 'See PDF, New' }))
      .toHaveAttribute('href', '/api/v1/media/brochure/project/7/3.pdf');
    await expect.element(comparison.getByRole('link', { name: 'See PDF, Proposed' })).toHaveTextContent('See PDF');

    await page.getByRole('button', { name: 'Return to Project Versions' }).click();
    await expect.element(page.getByRole('table', { name: 'Project Versions' })).toBeVisible();
    expect(page.getByRole('table', { name: 'Project Standing Data Comparison' }).elements()).toHaveLength(0);
  });
});

describe('accessibility', () => {
  const seriousViolations = async () =>
    (await axe.run(document.querySelector('main') ?? document.body)).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

  test('axe-core finds no violations on either tab', async () => {
    await openProfile();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(page.getByRole('tab', { name: 'View Update History' }));
    await page.getByRole('button', { name: 'Compare all standings' }).click();
    expect(await seriousViolations()).toEqual([]);
  });
});
