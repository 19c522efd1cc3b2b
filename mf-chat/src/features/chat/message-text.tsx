import { Link } from 'shared/router';
import { VisuallyHidden } from '../../components/visually-hidden';
import { toSegments } from '../../lib/link-segments';

/**
 * A reply as text and links. Segments render as React text and <a> elements, never as HTML, so a
 * reply cannot inject markup; site paths navigate inside the site, URLs open in a new tab.
 */
export function MessageText({ text, onInternalLink }: { readonly text: string; readonly onInternalLink?: () => void }) {
  return (
    <>
      {toSegments(text).map((segment, index) => {
        if (segment.type === 'text') return <span key={index}>{segment.text}</span>;
        return segment.internal ? (
          <Link key={index} to={segment.href} onClick={onInternalLink}>
            {segment.text}
          </Link>
        ) : (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        );
      })}
    </>
  );
}
