import { Container, PageHeader, Section } from 'shared/ui';
import type { LegalSection } from '../../data/legal';
import { useWords } from '../../i18n';
import { Prose } from '../../components/layout';
import { formatDate } from '../../lib/dates';
import { legalWords } from './words';

/** Privacy policy and terms: a title, a contents list and numbered-free plain sections. */
export function LegalPage({
  title,
  intro,
  sections,
  updated,
}: {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
  /** When this page's text last changed (ISO date). */
  readonly updated: string;
}) {
  const { i18n } = useWords(legalWords);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Section>
        <Container>
          <Prose>
            <p css={(theme) => ({ color: theme.color.muted })}>
              {i18n._('legal.updated')} <time dateTime={updated}>{formatDate(updated, i18n)}</time>
            </p>
            <nav aria-label={i18n._('legal.contents')}>
              <ul>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </Prose>
        </Container>
      </Section>
    </>
  );
}
