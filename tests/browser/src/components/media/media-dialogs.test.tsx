import '@mantine/core/styles.css';
import axe from 'axe-core';
import { useState } from 'react';
import { Button, MantineProvider } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GalleryCarousel } from '@src/components/media/gallery-carousel';
import { Lightbox } from '@src/components/media/lightbox';
import { LIGHTBOX_FOCUS_DELAY_MS } from '@src/components/media/media-constants';
import { theme } from '@src/theme';

/** A tiny inline picture, so no request leaves the test page. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')}`;

/** When the harness's button last opened the lightbox (performance.now()). */
let openedAt = 0;

function LightboxHarness() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider theme={theme}>
      <Button
        onClick={() => {
          openedAt = performance.now();
          setOpened(true);
        }}
      >
        Open picture
      </Button>
      <Lightbox opened={opened} onClose={() => setOpened(false)} src={PICTURE} title="Project picture" />
    </MantineProvider>
  );
}

function dialogHasFocus(name: string): boolean {
  const dialog = page.getByRole('dialog', { name }).query();
  return dialog !== null && dialog.contains(document.activeElement);
}

describe('lightbox (part 2 §2.9, §9)', () => {
  test('640x640; the picture takes focus 100 ms after opening; Escape closes and focus returns', async () => {
    await render(<LightboxHarness />);
    await page.getByRole('button', { name: 'Open picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project picture' });
    await expect.element(dialog).toBeVisible();
    const picture = page.getByRole('button', { name: 'Project picture: click to close' });
    const image = dialog.getByRole('img', { name: 'Project picture' }).element();
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '640']);
    await expect.poll(() => document.activeElement === picture.element(), { timeout: 5_000 }).toBe(true);
    expect(LIGHTBOX_FOCUS_DELAY_MS).toBe(100);

    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialogHasFocus('Project picture')).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement?.textContent).toBe('Open picture');
  });

  test('focus moves to the picture no sooner than 100 ms after opening', async () => {
    await render(<LightboxHarness />);
    let focusedAt: number | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (target.getAttribute('aria-label') === 'Project picture: click to close') focusedAt ??= performance.now();
    };
    document.addEventListener('focusin', onFocusIn);
    try {
      await page.getByRole('button', { name: 'Open picture' }).click();
      await expect.poll(() => focusedAt, { timeout: 5_000 }).not.toBeNull();
      expect((focusedAt ?? 0) - openedAt).toBeGreaterThanOrEqual(LIGHTBOX_FOCUS_DELAY_MS);
    } finally {
      document.removeEventListener('focusin', onFocusIn);
    }
  });

  test('a click on the picture closes it', async () => {
    await render(<LightboxHarness />);
    await page.getByRole('button', { name: 'Open picture' }).click();
    await page.getByRole('button', { name: 'Project picture: click to close' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Project picture' })).not.toBeInTheDocument();
  });
});

describe('gallery and carousel (part 2 §2.9, §9)', () => {
  const pictures = [1, 2, 3, 4, 5].map((n) => ({ src: PICTURE, caption: `Picture ${n}` }));

  async function renderGallery() {
    return render(
      <MantineProvider theme={theme}>
        <GalleryCarousel pictures={pictures} title="Tower gallery" />
      </MantineProvider>,
    );
  }

  test('4 per row; a picture opens the carousel at it; arrows move and wrap; Escape closes', async () => {
    await renderGallery();
    const grid = page.getByRole('list', { name: 'Tower gallery' }).element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);

    await page.getByRole('button', { name: 'Open Picture 5 in the carousel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tower gallery' });
    await expect.element(dialog.getByText('Picture 5 (5 of 5)')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(dialog.getByText('Picture 1 (1 of 5)')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(dialog.getByText('Picture 5 (5 of 5)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect.element(dialog.getByText('Picture 4 (4 of 5)')).toBeVisible();

    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialogHasFocus('Tower gallery')).toBe(true);
    }
    // Landmarks belong to the app shell, which this test does not render.
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
