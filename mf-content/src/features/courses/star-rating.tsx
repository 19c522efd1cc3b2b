import { ratingSummary } from '../../lib/format';
import { useWords } from '../../i18n';
import { courseWords } from './words';

/**
 * Stars and the review count; an unrated course says "No reviews yet" instead of showing empty stars.
 * Only the courses pages show it, so its words are in their catalog, not in every page's.
 */
export function StarRating({ rating, reviews }: { readonly rating: number; readonly reviews: number }) {
  const { i18n } = useWords(courseWords);
  const summary = ratingSummary(rating, reviews);
  if (!summary.rated) {
    return <p css={(theme) => ({ margin: 0, color: theme.color.muted, fontStyle: 'italic' })}>{i18n._('rating.none')}</p>;
  }
  const values = { rating: rating.toFixed(1), count: reviews };
  return (
    <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: 6 }}>
      <span role="img" aria-label={i18n._('rating.label', values)} css={{ color: '#b45309', letterSpacing: 1 }}>
        {'★'.repeat(summary.stars)}
        <span css={{ color: '#94a3b8' }}>{'★'.repeat(5 - summary.stars)}</span>
      </span>
      <span aria-hidden="true">{i18n._('rating.text', values)}</span>
    </p>
  );
}
