import { colorsTuple, createTheme, darken, DEFAULT_THEME, lighten, type MantineColorsTuple } from '@mantine/core';

/** The spec's colour theme (part 1 §9). */
export const THEME_COLOURS = {
  primary: '#102c40',
  secondary: '#4D728C',
  accent: '#92ccd2',
  error: '#f2dede',
  warning: '#F9BC62',
} as const;

/**
 * Mantine wants ten shades per colour; the spec gives one. The given colour sits at the shade
 * the theme uses (index 6), with lighter tints before it and darker shades after it.
 */
function shadesAround(colour: string): MantineColorsTuple {
  const tints = [0.92, 0.8, 0.66, 0.5, 0.34, 0.17].map((amount) => lighten(colour, amount));
  const shades = [0.15, 0.3, 0.45].map((amount) => darken(colour, amount));
  return colorsTuple([...tints, colour, ...shades]);
}

/**
 * Dimmed text (hints where results will be, secondary lines): Mantine's `dimmed` is its gray 6,
 * #868e96, 3.3:1 on white, under WCAG AA's 4.5:1 for text (axe's color-contrast). This grey is
 * 5.4:1 on white and 5.1:1 on the lightest grey (gray 0), and stays the palette's gray 6 so
 * every dimmed text and every other use of that shade read the same.
 */
export const DIMMED_TEXT_COLOUR = '#636b73';

function grayWithDimmedText(): MantineColorsTuple {
  const gray = [...DEFAULT_THEME.colors.gray];
  gray[6] = DIMMED_TEXT_COLOUR;
  return colorsTuple(gray);
}

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: 6,
  colors: {
    primary: shadesAround(THEME_COLOURS.primary),
    secondary: shadesAround(THEME_COLOURS.secondary),
    accent: shadesAround(THEME_COLOURS.accent),
    warning: shadesAround(THEME_COLOURS.warning),
    error: shadesAround(THEME_COLOURS.error),
    gray: grayWithDimmedText(),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
});
