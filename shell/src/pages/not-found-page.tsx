import { useShellWords } from '../i18n';
import { sitePaths } from 'shared/site';
import { ButtonLink, Container } from 'shared/ui';

/** Any path no page of the composed site matches, once every remote has answered. */
export function NotFoundPage() {
  const { i18n } = useShellWords();
  return (
    <Container css={{ textAlign: 'center', padding: '5rem 1rem' }}>
      <p css={(theme) => ({ fontSize: '4rem', fontWeight: 800, color: theme.color.primary, margin: 0 })} aria-hidden="true">
        404
      </p>
      <h1>{i18n._('notFound.title')}</h1>
      <p>{i18n._('notFound.text')}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center', marginTop: 24 }}>
        <ButtonLink to={sitePaths.home}>{i18n._('notFound.home')}</ButtonLink>
        <ButtonLink to={sitePaths.contact} variant="secondary">
          {i18n._('notFound.help')}
        </ButtonLink>
      </div>
    </Container>
  );
}
