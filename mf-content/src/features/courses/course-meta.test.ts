import { courseItems, describeCourse } from './course-meta';

describe('describeCourse', () => {
  it('describes a course by its title, summary and picture, as a Course without a provider (the shell adds it)', () => {
    expect(describeCourse('iot')).toEqual({
      status: 'ok',
      itemTitle: 'Internet of Things: Build Smart Devices',
      description: 'Connect sensors to a microcontroller and build devices that measure, decide and send data over Wi-Fi.',
      image: { url: 'test-file-stub', alt: 'A green circuit board sending a wireless signal' },
      kind: 'website',
      structuredData: {
        '@type': 'Course',
        name: 'Internet of Things: Build Smart Devices',
        description: 'Connect sensors to a microcontroller and build devices that measure, decide and send data over Wi-Fi.',
      },
    });
  });

  it('says an unknown id is not found, titled as the page is (Course Not Found)', () => {
    expect(describeCourse('nope')).toEqual({ status: 'not-found', itemTitle: 'Course Not Found' });
  });
});

it('lists the three courses for sitemap.xml', () => {
  expect(courseItems()).toEqual([{ id: 'blockzie' }, { id: 'iot' }, { id: 'ar-link' }]);
});
