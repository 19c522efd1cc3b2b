import { sitePaths } from 'shared/site';
import { ButtonLink, Container } from 'shared/ui';

/** Any path no page of the composed site matches, once every remote has answered. */
export function NotFoundPage() {
  return (
    <Container css={{ textAlign: 'center', padding: '5rem 1rem' }}>
      <p css={(theme) => ({ fontSize: '4rem', fontWeight: 800, color: theme.color.primary, margin: 0 })} aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center', marginTop: 24 }}>
        <ButtonLink to={sitePaths.home}>Go to Home</ButtonLink>
        <ButtonLink to={sitePaths.contact} variant="secondary">
          Help Me Find It
        </ButtonLink>
      </div>
    </Container>
  );
}
