import { useMemo } from 'react';
import { Link } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { Container, PageHeader, Section } from 'shared/ui';
import { newsSummaries } from '../../data/news-articles';
import { blogPosts } from '../../data/blog-posts';
import { courses } from '../../data/courses';
import { labLocations, labs } from '../../data/labs';
import { programmes } from '../../data/programmes';
import { sortByDate } from '../../lib/collections';
import { pages } from '../../exposed/pages';
import { buildSitemap, type SitemapChildren } from './build-sitemap';
import { SITEMAP_INTRO } from './sitemap-meta';

/** What this remote knows inside its own pages: every article, post, course and anchored section. */
const contentLinks: SitemapChildren = {
  [pages.news.path]: sortByDate(newsSummaries).map((article) => ({ href: pages.newsItem.href(article.id), label: article.title })),
  [pages.blog.path]: sortByDate(blogPosts).map((post) => ({ href: pages.blogPost.href(post.id), label: post.title })),
  [pages.courses.path]: courses.map((course) => ({ href: pages.course.href(course.id), label: course.title })),
  [pages.services.path]: [
    ...labs.map((lab) => ({ anchor: lab.anchor, label: lab.name })),
    ...programmes.map((p) => ({ anchor: p.anchor, label: p.name })),
  ].map(({ anchor, label }) => ({
    href: `${pages.services.href()}#${anchor}`,
    label,
  })),
  [pages.labs.path]: labLocations.map((place) => ({ href: `${pages.labs.href()}#${place.anchor}`, label: place.name })),
};

/** /sitemap: every page of the composed site (as the remotes publish them), with every article, post and course. */
export function Sitemap({ sitePages }: Pick<PageProps, 'sitePages'>) {
  const groups = useMemo(() => buildSitemap(sitePages, contentLinks), [sitePages]);
  return (
    <>
      <PageHeader title="Sitemap" intro={SITEMAP_INTRO} />
      <Section>
        <Container>
          <ul
            css={(theme) => ({
              listStyle: 'none',
              padding: 0,
              margin: 0,
              columnGap: theme.space.xl,
              '@media (min-width: 768px)': { columns: 2 },
              '@media (min-width: 1024px)': { columns: 3 },
            })}
          >
            {groups.map((group) => (
              <li key={group.href} css={(theme) => ({ breakInside: 'avoid', marginBottom: theme.space.lg })}>
                <Link
                  to={group.href}
                  css={(theme) => ({
                    fontWeight: 700,
                    fontSize: theme.fontSize.lg,
                    display: 'inline-flex',
                    minHeight: 44,
                    alignItems: 'center',
                  })}
                >
                  {group.label}
                </Link>
                {group.children.length > 0 ? (
                  <ul
                    css={(theme) => ({
                      margin: 0,
                      paddingLeft: theme.space.lg,
                      a: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
                    })}
                  >
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
