import { useMemo } from 'react';
import { css } from '@emotion/react';
import { drawnWhenNear } from 'shared/ui';
import { usualBlockHeight } from '../lib/body-height';
import { useLocale } from '../i18n';
import { CheckedHtml } from './checked-html';

/**
 * An article's or post's body (checked HTML, see CheckedHtml). Its first block is drawn with the page;
 * each later one only as it nears the screen, counted meanwhile at the body's usual block height: on a
 * phone most of a body is below the fold, and laying out Hindi or Gujarati text is the first layout's
 * largest cost (decision record 079). `drawnAsNear` false draws them all at once (drawnAsNearUnlessAnswering).
 */
export function ArticleBody({ html, drawnAsNear = true }: { readonly html: string; readonly drawnAsNear?: boolean }) {
  const locale = useLocale();
  const laterBlocks = useMemo(() => {
    const height = drawnAsNear ? usualBlockHeight(html, locale) : null;
    return height
      ? css`
          & > * + * {
            ${drawnWhenNear(height)}
          }
        `
      : undefined;
  }, [html, locale, drawnAsNear]);
  return <CheckedHtml html={html} css={laterBlocks} />;
}
