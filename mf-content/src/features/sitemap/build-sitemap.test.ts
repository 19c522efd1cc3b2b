import { routeList, routes } from 'shared/site';
import { buildSitemap, sitemapHrefs } from './build-sitemap';

const groups = buildSitemap(
  routeList,
  { [routes.newsItem.path]: [{ id: '1', title: 'First' }], [routes.course.path]: [{ id: 'iot', title: 'IoT' }] },
  { [routes.services.path]: [{ anchor: 'drone-lab', label: 'Drone Lab' }] },
);

describe('buildSitemap', () => {
  it('lists every static route once, none of the detail patterns', () => {
    const staticRoutes = routeList.filter((r) => !r.detail);
    expect(groups.map((g) => g.href)).toEqual(staticRoutes.map((r) => r.path));
    expect(sitemapHrefs(groups).some((href) => href.includes(':id'))).toBe(false);
  });
  it('nests items under their list page and anchors under their page', () => {
    expect(groups.find((g) => g.href === '/news')?.children).toEqual([{ href: '/news/1', label: 'First' }]);
    expect(groups.find((g) => g.href === '/courses')?.children).toEqual([{ href: '/courses/iot', label: 'IoT' }]);
    expect(groups.find((g) => g.href === '/services')?.children).toEqual([{ href: '/services#drone-lab', label: 'Drone Lab' }]);
    expect(groups.find((g) => g.href === '/blog')?.children).toEqual([]);
  });
});
