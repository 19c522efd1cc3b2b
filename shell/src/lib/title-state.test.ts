import { BRAND_NAME } from 'shared/site';
import { resolveTitle } from './title-state';

describe('resolveTitle', () => {
  it('gives the home title on /', () => {
    expect(resolveTitle('/', null)).toBe(`${BRAND_NAME} | STEM Education`);
  });
  it.each([
    ['/services', `Services | ${BRAND_NAME}`],
    ['/contact', `Contact | ${BRAND_NAME}`],
    ['/robot-maze', `Robot Maze | ${BRAND_NAME}`],
    ['/smart-anganwadi', `Smart Anganwadi | ${BRAND_NAME}`],
    ['/news/3', `News | ${BRAND_NAME}`],
  ])('capitalises the first segment of %s', (path, title) => {
    expect(resolveTitle(path, null)).toBe(title);
  });
  it('uses the item title a detail page reported for its own path', () => {
    expect(resolveTitle('/news/3', { pathname: '/news/3', itemTitle: 'Robotics Lab Opens in Araria' })).toBe(
      `Robotics Lab Opens in Araria | ${BRAND_NAME}`,
    );
  });
  it('ignores a late report from the page the visitor has left', () => {
    expect(resolveTitle('/news/4', { pathname: '/news/3', itemTitle: 'Old article' })).toBe(`News | ${BRAND_NAME}`);
  });
  it('falls back to the path title when the page reports no item', () => {
    expect(resolveTitle('/courses/nope', { pathname: '/courses/nope', itemTitle: null })).toBe(`Courses | ${BRAND_NAME}`);
  });
  it('names a missing page', () => {
    expect(resolveTitle('/no-such-page', null, true)).toBe(`Page Not Found | ${BRAND_NAME}`);
  });
});
