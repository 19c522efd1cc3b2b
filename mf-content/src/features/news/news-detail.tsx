import { Navigate } from 'shared/router';
import { type Locale, type PageProps } from 'shared/contracts';
import { Container, Section, Spinner } from 'shared/ui';
import { NewsletterBox } from 'shared/ui/newsletter-box';
import { newsSummaries as englishNewsSummaries } from '../../data/news-articles';
import { newsContent as englishNewsContent } from '../../data/news-content';
import { newsBodiesIn } from '../../data/bodies';
import { useItemDetail } from '../../components/use-item-detail';
import { ClosingNewsletter, DetailCover, MoreItems, drawnAsNearUnlessAnswering } from '../../components/detail-parts';
import { ArticleBody } from '../../components/article-body';
import { Prose } from '../../components/layout';
import { formatDate } from '../../lib/dates';
import { PrevNextNav } from '../../components/prev-next-nav';
import { DetailHeader } from '../../components/detail-header';
import { ShareButtons } from '../../components/share/share-buttons';
import type { NotFoundState } from '../../components/not-found-notice';
import { NewsCard } from '../../components/news-card';
import { pages } from '../../exposed/pages';
import { useData, useWords } from '../../i18n';
import { newsDetailWords } from './detail-words';

const englishBody = (id: string): string | undefined => englishNewsContent[id];

/**
 * /news/:id: a 300 ms spinner, then the article; an unknown id goes back to /news. The article the
 * document arrived with is shown at once: the server rendered it, and a spinner would replace it.
 */
export function NewsDetail({
  reportTitle,
  serverRendered = false,
  formOutcome,
  siteUrl,
}: Pick<PageProps, 'reportTitle' | 'serverRendered' | 'formOutcome' | 'siteUrl'>) {
  const newsArticles = useData('newsSummaries', englishNewsSummaries);
  const { i18n } = useWords(newsDetailWords);
  const locale = i18n.locale as Locale;
  const detail = useItemDetail(newsArticles, newsBodiesIn, englishBody, { reportTitle, serverRendered });

  if (detail === 'loading') return <Spinner label={i18n._('news.detail.loading')} />;
  if (detail === 'missing') return <Navigate to={pages.news.href()} replace state={{ notFound: 'news' } satisfies NotFoundState} />;

  const { item: article, content, more, prevNext } = detail;
  const drawnAsNear = drawnAsNearUnlessAnswering(formOutcome);
  return (
    <article>
      <DetailHeader
        back={{ href: pages.news.href(), label: i18n._('news.detail.back') }}
        title={article.title}
        meta={
          <>
            {i18n._('news.detail.published')} <time dateTime={article.date}>{formatDate(article.date, i18n)}</time>
          </>
        }
      />
      <Section css={{ paddingTop: 32 }}>
        <Container>
          <DetailCover src={article.coverImage} alt={article.coverAlt} />
          <Prose>
            <p css={(theme) => ({ fontSize: theme.fontSize.lg, fontWeight: 500 })}>{article.excerpt}</p>
            <ArticleBody html={content} drawnAsNear={drawnAsNear} />
          </Prose>
          <div css={(theme) => ({ marginTop: theme.space.xl })}>
            <ShareButtons words={newsDetailWords} title={article.title} siteUrl={siteUrl} />
          </div>
          <PrevNextNav ids={prevNext} hrefFor={(newsId) => pages.newsItem.href(newsId)} label={i18n._('news.detail.prevNext')} />
          <MoreItems
            drawnAsNear={drawnAsNear}
            id="more-news"
            heading={i18n._('news.detail.more')}
            items={more}
            card={(item) => <NewsCard article={item} />}
          />
          <ClosingNewsletter drawnAsNear={drawnAsNear}>
            <NewsletterBox heading={i18n._('news.detail.newsletter')} formOutcome={formOutcome} locale={locale} />
          </ClosingNewsletter>
        </Container>
      </Section>
    </article>
  );
}
