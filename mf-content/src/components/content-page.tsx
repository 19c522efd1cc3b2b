import type { ReactNode } from 'react';
import { RemoteRoot } from 'shared/ui';

/** Every page of this remote renders inside the content boundary (its emotion cache and theme). */
export function ContentPage({ children }: { readonly children: ReactNode }) {
  return <RemoteRoot boundary="content">{children}</RemoteRoot>;
}
