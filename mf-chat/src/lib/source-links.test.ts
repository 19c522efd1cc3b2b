import { announcementFor, isCurrentPage } from './source-links';

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
