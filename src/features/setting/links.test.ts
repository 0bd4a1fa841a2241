import { describe, expect, it } from 'vitest';
import { ROUTES, SPEC_ROUTE_PATHS } from '@/lib/routes';
import { availableLinks } from './links';

const routesOf = (sections: ReturnType<typeof availableLinks>) => sections.flatMap((s) => s.links.map((l) => l.route));

describe('the account page’s links', () => {
  it('leaves out the app download while the site has no download address (no empty page behind a link)', () => {
    expect(routesOf(availableLinks(SPEC_ROUTE_PATHS, () => false))).not.toContain('download');
    expect(routesOf(availableLinks(SPEC_ROUTE_PATHS, (route) => route === 'download'))).toContain('download');
    // the others do not depend on a setting
    expect(routesOf(availableLinks(SPEC_ROUTE_PATHS, () => false))).toContain('contactUs');
  });

  it('offers only pages that are built', () => {
    const built = new Set([ROUTES.security.path, ROUTES.download.path]);
    expect(routesOf(availableLinks(built, () => true))).toEqual(['security', 'download']);
  });
});
