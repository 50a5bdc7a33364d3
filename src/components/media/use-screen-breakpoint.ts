import { useMatches } from '@mantine/core';
import type { ScreenBreakpoint } from './media-constants';

/** The screen breakpoint the map image sizes are given for (part 2 §9), from the theme's breakpoints. */
export function useScreenBreakpoint(): ScreenBreakpoint {
  return useMatches<ScreenBreakpoint>({ base: 'xs', sm: 'sm', md: 'md', lg: 'lg', xl: 'xl' });
}
