import type { ReactElement } from 'react';

/**
 * The toolbar's icons, drawn inline (no icon package is a dependency). They are decorative: the
 * button around each carries the accessible name. Row action icons are CSS masks instead
 * (results-table.module.css), since rows mount while scrolling.
 */
function Icon({ children }: { children: ReactElement | ReactElement[] }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 4v12" />
      <path d="M7 11l5 5 5-5" />
      <path d="M5 20h14" />
    </Icon>
  );
}

export function HelpIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <path d="M12 17h.01" />
    </Icon>
  );
}

export function ColumnsIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="16" height="16" rx="1" />
      <path d="M9.3 4v16" />
      <path d="M14.7 4v16" />
    </Icon>
  );
}
