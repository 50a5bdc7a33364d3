/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Defined at build time by scripts/version-file-plugin.ts; compared with version.json. */
  readonly VITE_APP_VERSION: string;
  /** The provider's own site (target of /contact-us, /about, /home ...); see src/routes/-provider-site.ts. */
  readonly VITE_PROVIDER_SITE_URL?: string;
  /** A real basemap style URL (MAP_STYLE_URL at build time); the map's offline style without it. */
  readonly VITE_MAP_STYLE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
