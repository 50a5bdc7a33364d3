import { describe, expect, it } from 'vitest';
import { appRoute, appRoutes, routeOf } from '../../../e2e/crawl/app-routes';
import { fileProblem, kindOfContentType, kindOfName } from '../../../e2e/crawl/file-check';
import { appLinkFormProblem, externalFormProblem, linkShape, paramValues } from '../../../e2e/crawl/link-rules';

/**
 * The link check's rules about a URL and a file alone (tests/e2e/link-check.spec.ts runs them on
 * every link of the app): a rule that let a dead link pass would hide a whole class of defects.
 */

const routes = [
  '/',
  '/project/',
  '/project/$projectId',
  '/project/compare',
  '/sale/$saleId',
  '/rental/profile/$propertyId',
].map(appRoute);

describe('routeOf', () => {
  it('picks a static route before a dynamic one, as the router does', () => {
    expect(routeOf(routes, '/project/compare')?.pattern).toBe('/project/compare');
    expect(routeOf(routes, '/project/145')?.pattern).toBe('/project/$projectId');
    expect(routeOf(routes, '/rental/profile/7')?.pattern).toBe('/rental/profile/$propertyId');
  });

  it('matches index routes with or without the slash, and nothing for an unknown path', () => {
    expect(routeOf(routes, '/project')?.pattern).toBe('/project/');
    expect(routeOf(routes, '/project/')?.pattern).toBe('/project/');
    expect(routeOf(routes, '/')?.pattern).toBe('/');
    expect(routeOf(routes, '/sale')).toBeNull();
    expect(routeOf(routes, '/sale/1/extra')).toBeNull();
  });

  it('reads the app route table the router is built from', () => {
    const patterns = appRoutes().map((route) => route.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['/landing-page', '/sale/$saleId', '/rental/profile/$propertyId']));
  });
});

describe('appLinkFormProblem', () => {
  it('calls a path no route takes dead', () => {
    expect(appLinkFormProblem(routeOf(routes, '/nowhere'), '/nowhere')).toMatch(/Not found/);
  });

  it('calls a missing id or query value written into the link dead', () => {
    const sale = routeOf(routes, '/sale/undefined');
    expect(appLinkFormProblem(sale, '/sale/undefined')).toBe('its $saleId is "undefined"');
    expect(appLinkFormProblem(sale, '/sale/12?from=')).toBe('its query has from=(nothing)');
    expect(appLinkFormProblem(sale, '/sale/12?regionId=NaN')).toBe('its query has regionId=NaN');
  });

  it('lets a well-formed link through', () => {
    expect(appLinkFormProblem(routeOf(routes, '/sale/12'), '/sale/12?tab=2')).toBeNull();
  });
});

describe('link shapes', () => {
  it('are the route and the sorted query keys, whatever the values', () => {
    const route = appRoute('/project/$projectId');
    expect(linkShape(route, '/project/1?b=2&a=1&a=3')).toBe('/project/$projectId?a&b');
    expect(linkShape(route, '/project/2')).toBe('/project/$projectId');
    expect(paramValues(route, '/project/42?x=1')).toEqual(['42']);
  });
});

describe('externalFormProblem', () => {
  it('checks addresses, numbers and web links for form', () => {
    expect(externalFormProblem(new URL('mailto:research@marketview.example'))).toBeNull();
    expect(externalFormProblem(new URL('mailto:research'))).toBe('not an e-mail address');
    expect(externalFormProblem(new URL('tel:4165550142'))).toBeNull();
    expect(externalFormProblem(new URL('tel:call-us'))).toBe('not a phone number');
    expect(externalFormProblem(new URL('https://www.marketview.example/about'))).toBeNull();
    expect(externalFormProblem(new URL('https://localhost/'))).toBe('no valid host name');
    expect(externalFormProblem(new URL('javascript:void(0)'))).toMatch(/leads nowhere/);
  });
});

describe('files', () => {
  it('takes the kind from the content type and from the name', () => {
    expect(kindOfContentType('application/pdf')).toBe('pdf');
    expect(kindOfContentType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(kindOfContentType('text/csv; charset=utf-8')).toBe('csv');
    expect(kindOfName('/api/v1/media/brochure/project/1/2.pdf')).toBe('pdf');
    expect(kindOfName('urbanmarsh_sales_20260101_120000.xlsx')).toBe('xlsx');
    expect(kindOfName('/sale/12')).toBeNull();
  });

  it('opens what is what it says and refuses what is not', async () => {
    expect(await fileProblem('csv', Buffer.from('File #,Price\r\n1,2\r\n'))).toBeNull();
    expect(await fileProblem('pdf', Buffer.from('not a pdf'))).toMatch(/does not open as PDF/);
    expect(await fileProblem('xlsx', Buffer.from('not a workbook'))).toMatch(/does not open as XLSX/);
    expect(await fileProblem('svg', Buffer.from('{"error":"Not Found"}'))).toBe('the body is not an SVG picture');
    expect(await fileProblem('pdf', Buffer.alloc(0))).toBe('the file is empty');
  });
});
