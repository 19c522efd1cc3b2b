import { test, expect, main, pageHeading } from './fixtures';

const LAB_ANCHORS = [
  'ai-smart-lab',
  'robotics-lab',
  '3d-printer',
  'drone-lab',
  'science-circle',
  'maths-circle',
  'physics-lab',
  'interactive-panel',
];

test.describe('services page', () => {
  test('has eight lab cards, each an anchor section, plus the programme sections', async ({ page }) => {
    await page.goto('/services');
    await expect(pageHeading(page)).toHaveText('Our Services');
    await expect(page).toHaveTitle('Services | RoboMinds');
    for (const anchor of LAB_ANCHORS) {
      const section = main(page).locator(`section[id="${anchor}"]`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(section.getByRole('img')).toHaveAttribute('alt', /.+/);
    }
    await expect(main(page).locator('#school-programs').getByRole('heading', { name: 'School Programs' })).toBeVisible();
    await expect(main(page).locator('#inclusive-programs').getByRole('heading', { name: 'Inclusive Programs' })).toBeVisible();
  });

  test('opening /services#drone-lab directly lands on that section', async ({ page }) => {
    await page.goto('/services#drone-lab');
    await expect(main(page).locator('#drone-lab').getByRole('heading', { name: 'Drone Lab' })).toBeInViewport();
  });

  test('an article link to /services#inclusive-programs lands on that section without a reload', async ({ page }) => {
    await page.goto('/news/3');
    await main(page).getByRole('link', { name: 'inclusive programmes' }).click();
    await expect(page).toHaveURL(/\/services#inclusive-programs$/);
    await expect(main(page).getByRole('heading', { name: 'Inclusive Programs' })).toBeInViewport();
  });
});
