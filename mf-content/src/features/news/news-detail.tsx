import { Navigate, useParams } from 'shared/router';
import { type PageProps } from 'shared/contracts';
import { Container, Section, Spinner } from 'shared/ui';
import { NewsletterBox } from 'shared/ui/newsletter-box';
import { newsSummaries as englishNewsSummaries } from '../../data/news-articles';
import { newsContent as englishNewsContent } from '../../data/news-content';
import { newsBodiesIn, useBody } from '../../data/bodies';
import { findById, moreItems, prevNextIds } from '../../lib/collections';
import { formatDate, type Locale } from 'shared/i18n';
import { useDelay } from '../../components/use-delay';
import { useReportTitle } from '../../components/use-report-title';
import { Illustration } from '../../components/illustration';
import { CheckedHtml } from '../../components/checked-html';
import { Prose, CardGrid } from '../../components/layout';
import { PrevNextNav } from '../../components/prev-next-nav';
import { DetailHeader } from '../../components/detail-header';
import { ShareButtons } from '../../components/share-buttons';
import type { NotFoundState } from '../../components/not-found-notice';
import { NewsCard } from '../../components/news-card';
import { pages } from '../../exposed/pages';
import { useData, useWords } from '../../i18n';
import { newsWords } from './words';

/**
 * /news/:id: a 300 ms spinner, then the article; an unknown id goes back to /news. The article the
 * document arrived with is shown at once: the server rendered it, and a spinner would replace it.
 */
export function NewsDetail({
  reportTitle,
  serverRendered = false,
  formOutcome,
}: Pick<PageProps, 'reportTitle' | 'serverRendered' | 'formOutcome'>) {
  const newsArticles = useData('newsSummaries', englishNewsSummaries);
  const { i18n } = useWords(newsWords);
  const locale = i18n.locale as Locale;
  const { id } = useParams();
  const ready = useDelay(id, { initiallyReady: serverRendered });
  const article = findById(newsArticles, id);
  // Its own body alone: another article's translation is not downloaded (src/data/bodies.ts).
  const content = useBody(newsBodiesIn, article?.id, article ? englishNewsContent[article.id] : undefined);

  useReportTitle(reportTitle, ready && article ? article.title : null);

  if (!ready || (article && content === undefined)) return <Spinner label={i18n._('news.detail.loading')} />;
  if (!article) return <Navigate to={pages.news.href()} replace state={{ notFound: 'news' } satisfies NotFoundState} />;

  const more = moreItems(newsArticles, article.id);
  return (
    <article>
      <DetailHeader
        back={{ href: pages.news.href(), label: i18n._('news.detail.back') }}
        title={article.title}
        meta={
          <>
            {i18n._('news.detail.published')} <time dateTime={article.date}>{formatDate(locale, article.date)}</time>
          </>
        }
      />
      <Section css={{ paddingTop: 32 }}>
        <Container>
          <div css={(theme) => ({ maxWidth: '46rem', borderRadius: theme.radius.lg, overflow: 'hidden', marginBottom: theme.space.lg })}>
            <Illustration src={article.coverImage} alt={article.coverAlt} priority />
          </div>
          <Prose>
            <p css={(theme) => ({ fontSize: theme.fontSize.lg, fontWeight: 500 })}>{article.excerpt}</p>
            <CheckedHtml html={content ?? ''} />
          </Prose>
          <div css={(theme) => ({ marginTop: theme.space.xl })}>
            <ShareButtons title={article.title} />
          </div>
          <PrevNextNav
            ids={prevNextIds(article.id)}
            hrefFor={(newsId) => pages.newsItem.href(newsId)}
            label={i18n._('news.detail.prevNext')}
          />
          <section aria-labelledby="more-news" css={(theme) => ({ marginTop: theme.space.xl })}>
            <h2 id="more-news">{i18n._('news.detail.more')}</h2>
            <CardGrid min="20rem">
              {more.map((item) => (
                <li key={item.id}>
                  <NewsCard article={item} />
                </li>
              ))}
            </CardGrid>
          </section>
          <div css={(theme) => ({ marginTop: theme.space.xl, maxWidth: '46rem' })}>
            <NewsletterBox heading={i18n._('news.detail.newsletter')} formOutcome={formOutcome} locale={locale} />
          </div>
        </Container>
      </Section>
    </article>
  );
}
