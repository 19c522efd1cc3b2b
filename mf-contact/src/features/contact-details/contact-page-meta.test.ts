import { contactPageMeta } from './contact-page-meta';

describe('the contact page describes itself', () => {
  it('by its introduction and what it holds, promising no message is sent', () => {
    expect(contactPageMeta).toEqual({
      status: 'ok',
      kind: 'website',
      description:
        'Questions about a programme, a lab for your school or a course for your child? Our phone, e-mail, address and opening hours, and answers to common questions.',
    });
  });

  it('in under 200 characters', () => {
    expect(contactPageMeta.description.length).toBeLessThan(200);
  });
});
