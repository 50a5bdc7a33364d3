import { existsSync } from 'node:fs';

/**
 * Tests use Debian's Chromium (never a downloaded browser build). WebGL works headless through
 * SwiftShader; never pass --disable-software-rasterizer (maplibre then needs WebGL2 and fails).
 * The page itself is composited in software: through SwiftShader every frame of every page was
 * drawn by an emulated GPU, CPU a subscriber's real GPU does not spend (a map and a results page's
 * browser tests: 276 and 344 s with it, 199 and 246 s without, alternated at load 15-19).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with "apt-get update && apt-get install -y chromium" (as root) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
