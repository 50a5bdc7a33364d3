import { existsSync } from 'node:fs';

/**
 * Tests use Debian's Chromium (never a downloaded browser build). WebGL works headless through
 * SwiftShader; never pass --disable-software-rasterizer (maplibre then needs WebGL2 and fails).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
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
