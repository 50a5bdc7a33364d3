import type { Plugin } from 'vite';

/**
 * Writes `version.json` next to the built app and exposes the same version to the page as
 * `import.meta.env.VITE_APP_VERSION`, so the new-release check (part 1 §4) can compare them.
 */
export function versionFilePlugin(): Plugin {
  const version = process.env.APP_VERSION ?? `${new Date().toISOString().replace(/[-:.TZ]/g, '')}`;
  return {
    name: 'marketview-version-file',
    config() {
      return { define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}
