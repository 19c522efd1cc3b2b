import { routes } from 'shared/site';
import { ButtonLink, Container } from 'shared/ui';

/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <Container css={{ textAlign: 'center', padding: '5rem 1rem' }}>
      <p css={(theme) => ({ fontSize: '4rem', fontWeight: 800, color: theme.color.primary, margin: 0 })} aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center', marginTop: 24 }}>
        <ButtonLink to={routes.home.href()}>Go to Home</ButtonLink>
        <ButtonLink to={routes.contact.href()} variant="secondary">
          Help Me Find It
        </ButtonLink>
      </div>
    </Container>
  );
}
