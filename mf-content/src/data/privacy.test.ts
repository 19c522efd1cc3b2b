import { privacySections } from './privacy';

const text = privacySections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join('\n');

describe('the privacy policy', () => {
  it('no longer says the forms send nothing, and says what the forms keep, why, for how long and how to erase it', () => {
    expect(text).not.toMatch(/send nothing|do not receive the message|do not send or store/i);
    expect(text).toMatch(/stored in our own database and e-mailed to our office/);
    expect(text).toMatch(/deleted automatically a year after/);
    expect(text).toMatch(/erase/);
    expect(text).toMatch(/adult’s address/);
    expect(text).toMatch(/version of that notice and the time you sent it/);
  });

  it('gives every section its own anchor', () => {
    expect(new Set(privacySections.map((section) => section.id)).size).toBe(privacySections.length);
  });
});
