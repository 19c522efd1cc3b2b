import { type PageProps } from 'shared/contracts';
import { newsArticles } from '../../data/news';
import { moreItems, prevNextIds } from '../../lib/collections';
import { formatDate } from '../../lib/format';
import { CheckedHtml } from '../../components/checked-html';
import { DetailArticle, ItemDetail, MoreItems } from '../../components/item-detail';
import { Prose } from '../../components/layout';
import { PrevNextNav } from '../../components/prev-next-nav';
import { ShareButtons } from '../../components/share-buttons';
import { NewsCard } from './news-card';
import { pages } from '../../exposed/pages';

/**
 * /news/:id: a 300 ms spinner, then the article; an unknown id goes back to /news. The article the
 * document arrived with is shown at once: the server rendered it, and a spinner would replace it.
 */
export function NewsDetail({
  reportTitle,
  serverRendered,
  formOutcome,
}: Pick<PageProps, 'reportTitle' | 'serverRendered' | 'formOutcome'>) {
  return (
    <ItemDetail
      items={newsArticles}
      reportTitle={reportTitle}
      serverRendered={serverRendered}
      loadingLabel="Loading news item…"
      list={{ href: pages.news.href(), kind: 'news' }}
    >
      {(article) => (
        <DetailArticle
          header={{
            back: { href: pages.news.href(), label: 'All news' },
            title: article.title,
            meta: (
              <>
                Published <time dateTime={article.date}>{formatDate(article.date)}</time>
              </>
            ),
          }}
          cover={{ src: article.coverImage, alt: article.coverAlt }}
          newsletter={{ heading: 'Get news like this in your inbox', formOutcome }}
        >
          <Prose>
            <p css={(theme) => ({ fontSize: theme.fontSize.lg, fontWeight: 500 })}>{article.excerpt}</p>
            <CheckedHtml html={article.content} />
          </Prose>
          <div css={(theme) => ({ marginTop: theme.space.xl })}>
            <ShareButtons title={article.title} />
          </div>
          <PrevNextNav ids={prevNextIds(article.id)} hrefFor={(newsId) => pages.newsItem.href(newsId)} label="Previous and next news" />
          <MoreItems
            headingId="more-news"
            title="More News"
            items={moreItems(newsArticles, article.id)}
            card={(item) => <NewsCard article={item} />}
            css={(theme) => ({ marginTop: theme.space.xl })}
          />
        </DetailArticle>
      )}
    </ItemDetail>
  );
}
