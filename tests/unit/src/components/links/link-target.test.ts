import { describe, expect, it } from 'vitest';
import { RECORD_PAGE_PATHS, recordOfPagePath, recordPagePath } from '@contract/app-paths';
import type { ColumnLink } from '@contract/columns';
import { APP_BASE_PATH } from '@contract/shell-constants';
import { isLink, linkTarget } from '@src/components/links/link-target';

describe('linkTarget: every link of the app is made here', () => {
  it('puts app pages under the base path, once', () => {
    expect(linkTarget('/sale/12')).toEqual({ kind: 'app', path: '/sale/12', href: '/database/sale/12' });
    expect(linkTarget('/database/sale/12')).toEqual({ kind: 'app', path: '/sale/12', href: '/database/sale/12' });
    expect(linkTarget('/database')).toEqual({ kind: 'app', path: '/', href: '/database/' });
    expect(linkTarget('/project/project-search?regionId[]=1')?.href).toBe(
      '/database/project/project-search?regionId[]=1',
    );
    // An href made here names the same page when it is made again.
    for (const url of ['/sale/12', '/analysis/urbanactions', '/home', '/database/rental/profile/3']) {
      const href = linkTarget(url)?.href;
      expect(linkTarget(href)?.href, url).toBe(href);
      expect(href?.startsWith(`${APP_BASE_PATH}/`), url).toBe(true);
    }
  });

  it('keeps server files and pages, other sites and local targets as they are', () => {
    expect(linkTarget('/api/v1/media/urbanaction/project/7.pdf')).toEqual({
      kind: 'server',
      href: '/api/v1/media/urbanaction/project/7.pdf',
    });
    expect(linkTarget('/user/password')).toEqual({ kind: 'server', href: '/user/password' });
    expect(linkTarget('https://www.example.com/a')).toEqual({ kind: 'external', href: 'https://www.example.com/a' });
    expect(linkTarget('HTTP://example.com')?.kind).toBe('external');
    for (const local of ['#main-content', 'mailto:info@marketview.example', 'tel:+14165550100']) {
      expect(linkTarget(local), local).toEqual({ kind: 'local', href: local });
    }
  });

  it('makes no link of a value that leads nowhere safe', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example/x',
      'https:///x',
      'ftp://files.example/',
      'www.example.com',
      'sale/12',
      'mailto:',
      'tel:call-me',
      '',
      null,
      undefined,
      12,
    ]) {
      expect(linkTarget(value), String(value)).toBeNull();
      expect(isLink(value), String(value)).toBe(false);
    }
  });
});

describe('record page paths (contract/app-paths.ts)', () => {
  it('names each record page once and reads it back', () => {
    for (const link of Object.keys(RECORD_PAGE_PATHS) as ColumnLink[]) {
      expect(recordOfPagePath(recordPagePath(link, 42))).toEqual({ link, id: 42 });
      expect(linkTarget(recordPagePath(link, 42))?.kind).toBe('app');
    }
    for (const path of ['/sale/', '/sale/0', '/sale/12x', '/project/project-search', '/sales/12', '/rental/12']) {
      expect(recordOfPagePath(path), path).toBeNull();
    }
  });
});
