import { APP_BASE_PATH } from '@contract/shell-constants';

/** The product logo, served with the app (no external assets). */
export function Logo({ height = 32 }: { height?: number }) {
  return <img src={`${APP_BASE_PATH}/logo.svg`} alt="Marketview" height={height} style={{ display: 'block' }} />;
}
