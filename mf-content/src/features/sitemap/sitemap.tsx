import { Link } from 'shared/router';
import { routeList, routes } from 'shared/site';
import { Container, PageHeader, Section } from 'shared/ui';
import { newsSummaries } from '../../data/news-articles';
import { blogPosts } from '../../data/blog-posts';
import { courses } from '../../data/courses';
import { labLocations, labs } from '../../data/labs';
import { programmes } from '../../data/programmes';
import { sortByDate } from '../../lib/collections';
import { buildSitemap } from './build-sitemap';

const groups = buildSitemap(
  routeList,
  {
    [routes.newsItem.path]: sortByDate(newsSummaries),
    [routes.blogPost.path]: sortByDate(blogPosts),
    [routes.course.path]: courses,
  },
  {
    [routes.services.path]: [...labs.map((lab) => ({ anchor: lab.anchor, label: lab.name })), ...programmes.map((p) => ({ anchor: p.anchor, label: p.name }))],
    [routes.labs.path]: labLocations.map((place) => ({ anchor: place.anchor, label: place.name })),
  },
);

/** /sitemap: every page, article, post and course, generated from the route table and the data. */
export function Sitemap() {
  return (
    <>
      <PageHeader title="Sitemap" intro="Every page of this website, with every article, post and course." />
      <Section>
        <Container>
          <ul css={(theme) => ({ listStyle: 'none', padding: 0, margin: 0, columnGap: theme.space.xl, '@media (min-width: 768px)': { columns: 2 }, '@media (min-width: 1024px)': { columns: 3 } })}>
            {groups.map((group) => (
              <li key={group.href} css={(theme) => ({ breakInside: 'avoid', marginBottom: theme.space.lg })}>
                <Link to={group.href} css={(theme) => ({ fontWeight: 700, fontSize: theme.fontSize.lg, display: 'inline-flex', minHeight: 44, alignItems: 'center' })}>
                  {group.label}
                </Link>
                {group.children.length > 0 ? (
                  <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, a: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } })}>
                    {group.children.map((child) => (
                      <li key={child.href}>
                        <Link to={child.href}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Container>
      </Section>
    </>
  );
}
