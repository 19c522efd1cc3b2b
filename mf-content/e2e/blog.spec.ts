import { test, expect, main, pageHeading } from './fixtures';
import type { Page } from '@playwright/test';

const titles = (page: Page) => main(page).getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 2 });

test.describe('blog list', () => {
  test('shows all posts newest first with up to 3 tags plus "+N more"', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog | RoboMinds');
    await expect(titles(page)).toHaveText([
      'Teaching AI responsibly in middle school',
      'From blocks to Python: a coding path for grades 3 to 8',
      'How to prepare a school team for a robotics competition',
      'Why hands-on labs teach science better than the textbook alone',
      'Five robotics projects a class can build in one week',
    ]);
    const first = main(page).getByRole('list', { name: 'Blog posts' }).getByRole('article').first();
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      '#ai',
      '#ethics',
      '#middle-school',
      '+3 more',
    ]);
  });

  test('/blog?category=X and /blog?tag=Y apply the filters, shown as removable chips, and the URL follows the UI', async ({ page }) => {
    await page.goto('/blog?category=Robotics');
    await expect(titles(page)).toHaveText(['Five robotics projects a class can build in one week']);
    await expect(main(page).getByRole('combobox', { name: 'Category' })).toHaveValue('Robotics');
    await main(page).getByRole('link', { name: 'Remove filter Category: Robotics' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(titles(page)).toHaveCount(5);

    await page.goto('/blog?tag=robotics');
    await expect(titles(page)).toHaveCount(2);
    await main(page).getByRole('combobox', { name: 'Category' }).selectOption('Competitions');
    await expect(page).toHaveURL(/\/blog\?category=Competitions&tag=robotics$/);
    await expect(titles(page)).toHaveText(['How to prepare a school team for a robotics competition']);
    await main(page).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(titles(page)).toHaveCount(5);
  });

  test('searches author too, says when nothing matches, and Reset Filters brings everything back', async ({ page }) => {
    await page.goto('/blog');
    await main(page).getByRole('searchbox', { name: 'Search posts' }).fill('vikram desai');
    await expect(titles(page)).toHaveText(['From blocks to Python: a coding path for grades 3 to 8']);
    await main(page).getByRole('combobox', { name: 'Category' }).selectOption('Robotics');
    await expect(main(page).getByText('No blog posts found matching your criteria.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Reset Filters' }).click();
    await expect(titles(page)).toHaveCount(5);
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('blog detail', () => {
  test('shows category, author, date, tags, Like toggle, the inert Comment button, the share group, comments, author card, related posts and a subscribe box', async ({
    page,
  }) => {
    await page.goto('/blog');
    await main(page).getByRole('link', { name: 'Five robotics projects a class can build in one week' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading blog post…' })).toBeVisible();
    await expect(pageHeading(page)).toHaveText('Five robotics projects a class can build in one week');
    await expect(page).toHaveTitle('Five robotics projects a class can build in one week | RoboMinds');
    await expect(main(page).getByText(/By Priya Sharma · 12 February 2025/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Robotics', exact: true }).first()).toHaveAttribute(
      'href',
      '/blog?category=Robotics',
    );
    await expect(main(page).getByRole('link', { name: '#arduino' })).toHaveAttribute('href', '/blog?tag=arduino');

    const like = main(page).getByRole('button', { name: /^.?\s*Like$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(main(page).getByRole('button', { name: /Liked$/ })).toHaveAttribute('aria-pressed', 'true');
    await main(page)
      .getByRole('button', { name: /Liked$/ })
      .click();
    await expect(main(page).getByRole('button', { name: /^.?\s*Like$/ })).toHaveAttribute('aria-pressed', 'false');

    await main(page).getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(
      main(page)
        .getByRole('group', { name: /^Share/ })
        .getByRole('link', { name: 'WhatsApp' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(main(page).getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add a Comment' })).toBeVisible();
    await expect(main(page).getByRole('complementary', { name: 'About the author' })).toContainText('Priya Sharma');
    const related = main(page).locator('section', { has: page.getByRole('heading', { name: 'Related Posts' }) });
    await expect(related.getByRole('article')).toHaveCount(3);
    const categories = main(page).getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link')).toHaveCount(5);
    await expect(main(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();

    await main(page).getByRole('link', { name: '#arduino' }).click();
    await expect(page).toHaveURL(/\/blog\?tag=arduino$/);
    await expect(titles(page)).toHaveText(['Five robotics projects a class can build in one week']);
  });

  test('an unknown id redirects to /blog', async ({ page }) => {
    await page.goto('/blog/404');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(main(page).getByRole('alert')).toContainText('Blog Post Not Found');
    await expect(titles(page)).toHaveCount(5);
  });
});
