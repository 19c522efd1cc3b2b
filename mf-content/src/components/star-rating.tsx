import { ratingSummary } from '../lib/format';

/** Stars and the review count; an unrated course says "No reviews yet" instead of showing empty stars. */
export function StarRating({ rating, reviews }: { readonly rating: number; readonly reviews: number }) {
  const summary = ratingSummary(rating, reviews);
  if (!summary.rated) {
    return <p css={(theme) => ({ margin: 0, color: theme.color.muted, fontStyle: 'italic' })}>{summary.text}</p>;
  }
  return (
    <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: 6 }}>
      <span role="img" aria-label={summary.label} css={{ color: '#b45309', letterSpacing: 1 }}>
        {'★'.repeat(summary.stars)}
        <span css={{ color: '#94a3b8' }}>{'★'.repeat(5 - summary.stars)}</span>
      </span>
      <span aria-hidden="true">{summary.text}</span>
    </p>
  );
}
