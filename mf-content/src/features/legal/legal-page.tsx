import { Container, PageHeader, Section } from 'shared/ui';
import { formatDate } from 'shared/i18n';
import { LEGAL_UPDATED, termsSections } from '../../data/legal';
import { PRIVACY_UPDATED, privacySections } from '../../data/privacy';
import { useData, useLocale, useWords } from '../../i18n';
import { Prose } from '../../components/layout';

/** Privacy policy and terms: a title, a contents list and numbered-free plain sections, in the page's language. */
export function LegalPage({ kind }: { readonly kind: 'privacy' | 'terms' }) {
  const { i18n } = useWords();
  const locale = useLocale();
  const privacy = useData('privacySections', privacySections);
  const terms = useData('termsSections', termsSections);
  const [title, intro, sections, updated] =
    kind === 'privacy'
      ? [i18n._('legal.privacy.title'), i18n._('legal.privacy.intro'), privacy, PRIVACY_UPDATED]
      : [i18n._('legal.terms.title'), i18n._('legal.terms.intro'), terms, LEGAL_UPDATED];
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Section>
        <Container>
          <Prose>
            <p css={(theme) => ({ color: theme.color.muted })}>
              {i18n._('legal.updated')} <time dateTime={updated}>{formatDate(locale, updated)}</time>
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
