import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ProjectPopupResponse } from '@contract/urban-project';
import { ProjectCompareDialogs } from '@src/features/compare/project-compare-dialogs';
import {
  dismissProjectCompareDialog,
  projectCompareDialogStore,
  requestAddProjectToCompare,
} from '@src/state/compare-list-rules';
import { compareListsStore, setProjectCompareList } from '@src/state/compare-lists';
import { hideSnackbar, snackbarStore } from '@src/state/snackbar';
import { theme } from '@src/theme';

function popup(id: number, projectStanding: 'active' | 'resale' = 'active'): ProjectPopupResponse {
  return {
    id,
    name: { key: 'name', label: 'Name', value: `Project ${id}` },
    developer: { key: 'developer', label: 'Developer', value: `Developer ${id}` },
    metadata: { projectStanding, projectType: 'condo' },
    values: [{ key: 'suite_count', label: 'Suites', value: id * 10 }],
  };
}

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const id = Number(/project\/(\d+)\/popup/.exec(url)?.[1]);
      // Project 404 stands for a project the server has no popup for: it answers {}.
      const body = id === 404 ? {} : popup(id, id >= 100 ? 'resale' : 'active');
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  dismissProjectCompareDialog();
  setProjectCompareList([]);
  hideSnackbar();
});

async function renderDialogs() {
  return render(
    <MantineProvider theme={theme}>
      <ProjectCompareDialogs />
    </MantineProvider>,
  );
}

describe('project compare list rules (part 1 §4, §8, §9)', () => {
  test('an add fetches the popup, stores it and shows the snackbar', async () => {
    expect(await requestAddProjectToCompare({ projectId: 1, projectStanding: 'active' })).toBe('added');
    expect(requested).toEqual(['/api/v1/urban/project/1/popup']);
    expect(compareListsStore.projects.map((entry) => entry.id)).toEqual([1]);
    expect(JSON.parse(localStorage.getItem('projectCompareList') ?? '[]')).toHaveLength(1);
    expect(snackbarStore.message).toBe('Added Project to Compare List.');
    expect(projectCompareDialogStore.changeCount).toBeGreaterThan(0);
  });

  test('an empty popup adds nothing and says nothing', async () => {
    expect(await requestAddProjectToCompare({ projectId: 404, projectStanding: 'active' })).toBe('emptyPopup');
    expect(compareListsStore.projects).toEqual([]);
    expect(snackbarStore.message).toBeNull();
  });

  test('a differing standing opens the clear-list dialog: Cancel keeps the list, Clear List replaces it', async () => {
    await renderDialogs();
    await requestAddProjectToCompare({ projectId: 1, projectStanding: 'active' });
    requested = [];
    expect(await requestAddProjectToCompare({ projectId: 101, projectStanding: 'resale' })).toBe('dialogOpened');
    expect(requested).toEqual([]);
    const text = page.getByText(
      'Projects of differing standings cannot be compared. Do you want to clear your current compare list?',
    );
    await expect.element(text).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(text).not.toBeInTheDocument();
    expect(compareListsStore.projects.map((entry) => entry.id)).toEqual([1]);

    await requestAddProjectToCompare({ projectId: 101, projectStanding: 'resale' });
    await page.getByRole('button', { name: 'Clear List' }).click();
    await vi.waitFor(() => expect(compareListsStore.projects.map((entry) => entry.id)).toEqual([101]));
    expect(compareListsStore.projects[0]?.metadata.projectStanding).toBe('resale');
  });

  test('at 5 entries the replace dialog lists them; Replace swaps one, Close adds nothing', async () => {
    await renderDialogs();
    for (const id of [1, 2, 3, 4, 5]) await requestAddProjectToCompare({ projectId: id, projectStanding: 'active' });
    expect(compareListsStore.projects).toHaveLength(5);
    requested = [];

    expect(await requestAddProjectToCompare({ projectId: 6, projectStanding: 'active' })).toBe('dialogOpened');
    const dialog = page.getByRole('dialog', {
      name: 'Failed to add Project to Compare List. List is capped at 5 projects.',
    });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Developer 3')).toBeVisible();
    expect(dialog.getByRole('button', { name: /^Replace / }).elements()).toHaveLength(5);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(requested).toEqual([]);
    expect(compareListsStore.projects.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);

    await requestAddProjectToCompare({ projectId: 6, projectStanding: 'active' });
    await page.getByRole('button', { name: 'Replace Project 3' }).click();
    await vi.waitFor(() => expect(compareListsStore.projects.map((entry) => entry.id)).toEqual([1, 2, 6, 4, 5]));
    expect(snackbarStore.message).toBe('Added Project to Compare List.');
  });

  test('a project already in the list is not fetched again', async () => {
    await requestAddProjectToCompare({ projectId: 1, projectStanding: 'active' });
    requested = [];
    expect(await requestAddProjectToCompare({ projectId: 1, projectStanding: 'active' })).toBe('alreadyInList');
    expect(requested).toEqual([]);
  });
});
