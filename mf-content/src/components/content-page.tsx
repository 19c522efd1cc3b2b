import type { ReactNode } from 'react';
import type { Locale } from 'shared/i18n';
import { RemoteRoot } from 'shared/ui';
import { words } from '../i18n';

/** Every page of this remote renders inside the content boundary (its emotion cache and theme), with its words in the page's language. */
export function ContentPage({ locale, children }: { readonly locale: Locale | undefined; readonly children: ReactNode }) {
  return (
    <words.Words locale={locale}>
      <RemoteRoot boundary="content">{children}</RemoteRoot>
    </words.Words>
  );
}
