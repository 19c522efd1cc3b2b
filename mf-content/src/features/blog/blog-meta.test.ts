import { blogPosts } from '../../data/blog-posts';
import { blogItems, describeBlogPost } from './blog-item-meta';

describe('describeBlogPost', () => {
  it('describes a post by its title, summary, cover and date, as a BlogPosting with its author', () => {
    expect(describeBlogPost('5')).toEqual({
      status: 'ok',
      itemTitle: 'Teaching AI responsibly in middle school',
      description: blogPosts[4]?.excerpt,
      image: { url: 'test-file-stub', alt: blogPosts[4]?.coverAlt },
      kind: 'article',
      published: '2025-05-21',
      structuredData: {
        '@type': 'BlogPosting',
        headline: 'Teaching AI responsibly in middle school',
        description: blogPosts[4]?.excerpt,
        datePublished: '2025-05-21',
        image: 'test-file-stub',
        author: { '@type': 'Person', name: 'Dr. Meera Nair', jobTitle: blogPosts[4]?.author.role },
      },
    });
  });

  it('sends an unknown id back to the list, as the page does', () => {
    expect(describeBlogPost('nope')).toEqual({ status: 'redirect', to: '/blog?missing=1' });
  });

  it('keeps every description under 200 characters', () => {
    for (const { id } of blogPosts) {
      const meta = describeBlogPost(id);
      expect(meta.status === 'ok' && meta.description.length).toBeLessThan(200);
    }
  });
});

it('lists every post for sitemap.xml with its date', () => {
  expect(blogItems()).toEqual(blogPosts.map((post) => ({ id: post.id, updated: post.date })));
});
