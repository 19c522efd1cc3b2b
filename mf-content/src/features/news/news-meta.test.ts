import { newsSummaries } from '../../data/news-articles';
import { describeNewsArticle, newsItems } from './news-item-meta';

describe('describeNewsArticle', () => {
  it('describes an article by its headline, summary, cover and date, as a NewsArticle', () => {
    expect(describeNewsArticle('1')).toEqual({
      status: 'ok',
      itemTitle: 'AI and Robotics Labs open in 25 elementary schools across Araria',
      description: expect.stringMatching(/^Twenty-five government elementary schools in Araria district/),
      image: { url: 'test-file-stub', alt: 'A classroom robot with big round eyes next to a circuit board on a workbench' },
      kind: 'article',
      published: '2025-01-23',
      structuredData: {
        '@type': 'NewsArticle',
        headline: 'AI and Robotics Labs open in 25 elementary schools across Araria',
        description: expect.stringMatching(/^Twenty-five/),
        datePublished: '2025-01-23',
        image: 'test-file-stub',
      },
    });
  });

  it('sends an unknown id back to the list, as the page does', () => {
    expect(describeNewsArticle('999')).toEqual({ status: 'redirect', to: '/news?missing=1' });
    expect(describeNewsArticle(undefined)).toEqual({ status: 'redirect', to: '/news?missing=1' });
  });

  it('keeps every description under 200 characters', () => {
    for (const { id } of newsSummaries) {
      const meta = describeNewsArticle(id);
      expect(meta.status === 'ok' && meta.description.length).toBeLessThan(200);
    }
  });
});

it('lists every article for sitemap.xml with its date', () => {
  expect(newsItems()).toHaveLength(11);
  expect(newsItems()).toContainEqual({ id: '11', updated: '2025-06-18' });
});
