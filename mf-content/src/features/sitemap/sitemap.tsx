import { useMemo } from 'react';
import { Link } from 'shared/router';
import type { PageProps } from 'shared/contracts';
import { Container, PageHeader, Section } from 'shared/ui';
import type { Locale } from 'shared/i18n';
import { newsSummaries as englishNewsSummaries } from '../../data/news-articles';
import { blogSummaries as englishBlogSummaries } from '../../data/blog-summaries';
import { courses as englishCourses } from '../../data/courses';
import { labLocations as englishLabLocations, labs as englishLabs } from '../../data/labs';
import { programmes as englishProgrammes } from '../../data/programmes';
import { dataIn, useLocale, useWords } from '../../i18n';
import { sortByDate } from '../../lib/collections';
import { pages } from '../../exposed/pages';
import { buildSitemap, type SitemapChildren } from './build-sitemap';
import { sitemapWords } from './words';

/** What this remote knows inside its own pages, in a language: every article, post, course and anchored section. */
function contentLinksIn(locale: Locale): SitemapChildren {
  const [newsSummaries, blogPosts, courses, labs, programmes, labLocations] = [
    dataIn(locale, 'newsSummaries', englishNewsSummaries),
    dataIn(locale, 'blogSummaries', englishBlogSummaries),
    dataIn(locale, 'courses', englishCourses),
    dataIn(locale, 'labs', englishLabs),
    dataIn(locale, 'programmes', englishProgrammes),
    dataIn(locale, 'labLocations', englishLabLocations),
  ] as const;
  return {
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
}

/** /sitemap: every page of the composed site (as the remotes publish them), with every article, post and course. */
export function Sitemap({ sitePages }: Pick<PageProps, 'sitePages'>) {
  const locale = useLocale();
  const { i18n } = useWords(sitemapWords);
  const groups = useMemo(() => buildSitemap(sitePages, contentLinksIn(locale), locale), [sitePages, locale]);
  return (
    <>
      <PageHeader title={i18n._('sitemap.title')} intro={i18n._('sitemap.intro')} />
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
