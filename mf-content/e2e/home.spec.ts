import { blocksDrawnWhenNear } from 'shared/e2e';
import { test, expect, main, pageHeading } from './fixtures';

test.describe('home page', () => {
  test('has the home title, the hero calls to action and a real hero video', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Where curious children become confident makers');
    await expect(page).toHaveTitle('RoboMinds | STEM Education');
    const video = main(page).locator('video');
    await expect(video).toHaveAttribute('poster', /\.webp$/);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/assets\/hero\.[0-9a-f]+\.(webm|mp4)$/);
    // The file is a real local video the browser can decode.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(4);

    const pause = main(page).getByRole('button', { name: 'Pause video' });
    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await main(page).getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await expect(main(page).getByRole('link', { name: 'Explore Our Programs' })).toHaveAttribute('href', '/services');
    await main(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('shows only the poster under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(main(page).getByRole('img', { name: /robot rolls past/ })).toBeVisible();
    await expect(main(page).locator('video')).toHaveCount(0);
  });

  test('has Our Collaborations, Specialized Trainings and six Featured News items', async ({ page }) => {
    await page.goto('/');
    const collaborations = main(page).locator('section', { has: page.getByRole('heading', { name: 'Our Collaborations' }) });
    await expect(collaborations.getByRole('heading', { level: 3 })).toHaveCount(3);
    const trainings = main(page).locator('section', { has: page.getByRole('heading', { name: 'Specialized Trainings' }) });
    await expect(trainings.getByRole('heading', { level: 3 })).toHaveText([
      'Vocational Lab',
      'Medical Camp',
      'Skills Development',
      'Career Counselling',
    ]);
    const news = main(page).getByRole('list', { name: 'Featured news' }).getByRole('link');
    await expect(news).toHaveCount(6);
    for (const href of await news.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/news\/\d+$/);
    await news.first().click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(pageHeading(page)).toBeVisible();
  });

  test("the header's Get Started leads to the #get-started section", async ({ page }) => {
    await page.goto('/about');
    await expect(pageHeading(page)).toHaveText('About Us');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/#get-started$/);
    const section = page.locator('#get-started');
    await expect(section.getByRole('heading', { name: 'Get Started' })).toBeInViewport();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the later sections are drawn as they near the screen, at about their usual height', async ({ page }) => {
      await page.goto('/hi');
      await expect(pageHeading(page)).toBeVisible();
      const later = ['विशेष प्रशिक्षण', 'मुख्य समाचार', 'शुरू करें'];
      // Far below the fold, the browser has not laid them out: a Hindi page's first layout was a third
      // smaller for it (decision record 073).
      const atFirst = await blocksDrawnWhenNear(main(page));
      expect(atFirst.filter((block) => !block.drawn).map((block) => block.name)).toEqual(later);
      for (const name of later) {
        const section = main(page).locator('section', { has: page.getByRole('heading', { level: 2, name }) });
        await section.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
        await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
        await expect.poll(async () => (await blocksDrawnWhenNear(section))[0]?.drawn).toBe(true);
        // The height it counted as was near its own: the scroll bar and a jump to its anchor landed right.
        expect((await blocksDrawnWhenNear(section))[0]?.usualHeightOffBy).toBeLessThan(0.2);
      }
    });
  });
});
