import type { ReactNode } from 'react';
import type { Locale } from 'shared/i18n';
import { RemoteRoot } from 'shared/ui';
import { Words, type PageWords } from '../i18n';

/** Every page of this remote renders inside the content boundary (its emotion cache and theme), with its area's words in the page's language. */
export function ContentPage({
  locale,
  words,
  children,
}: {
  readonly locale: Locale | undefined;
  readonly words: PageWords;
  readonly children: ReactNode;
}) {
  return (
    <Words words={words} locale={locale}>
      <RemoteRoot boundary="content">{children}</RemoteRoot>
    </Words>
  );
}
