import { announcementFor, isCurrentPage, routerPath } from './source-links';

describe('isCurrentPage', () => {
  it('matches the same page, a section of it and a trailing slash', () => {
    expect(isCurrentPage('/contact', '/contact')).toBe(true);
    expect(isCurrentPage('/services#drone-lab', '/services')).toBe(true);
    expect(isCurrentPage('/courses/iot?tab=fees', '/courses/iot/')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
  });

  it('tells other pages apart, parents and children included', () => {
    expect(isCurrentPage('/contact', '/')).toBe(false);
    expect(isCurrentPage('/courses', '/courses/iot')).toBe(false);
    expect(isCurrentPage('/courses/iot', '/courses')).toBe(false);
  });

  it('reads a Hindi or Gujarati source against the page inside its router, and keeps other pages apart', () => {
    expect(isCurrentPage('/hi/contact', '/contact')).toBe(true);
    expect(isCurrentPage('/gu/services#drone-lab', '/services')).toBe(true);
    expect(isCurrentPage('/gu', '/')).toBe(true);
    expect(isCurrentPage('/hi/contact', '/')).toBe(false);
    expect(isCurrentPage('/history', '/')).toBe(false);
  });
});

describe('routerPath', () => {
  it("links a source without its language prefix, which the page's router adds, query and hash kept", () => {
    expect(routerPath('/gu/courses/iot')).toBe('/courses/iot');
    expect(routerPath('/hi/contact#faq')).toBe('/contact#faq');
    expect(routerPath('/hi')).toBe('/');
    expect(routerPath('/gu/news?q=drone')).toBe('/news?q=drone');
  });

  it('leaves an English path as it is, a path that only starts like a language included', () => {
    expect(routerPath('/courses/iot')).toBe('/courses/iot');
    expect(routerPath('/history')).toBe('/history');
    expect(routerPath('/hindi-course')).toBe('/hindi-course');
    expect(routerPath('/')).toBe('/');
  });
});

describe('announcementFor', () => {
  it('reads the answer, then the titles of its sources', () => {
    expect(announcementFor('Open 9 to 8.')).toBe('Open 9 to 8.');
    expect(
      announcementFor('Open 9 to 8.', [
        { title: 'Contact', path: '/contact' },
        { title: 'FAQ', path: '/contact#faq' },
      ]),
    ).toBe('Open 9 to 8. More on: Contact, FAQ.');
  });
});
