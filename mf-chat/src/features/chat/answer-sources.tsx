import styled from '@emotion/styled';
import { Link, useLocation } from 'shared/router';
import { useChatWords } from '../../i18n';
import type { ChatSource } from '../../lib/chat-answer';
import { isCurrentPage, routerPath } from '../../lib/source-links';

// An item is inline flow, so "(on this page)" follows a wrapped title instead of standing beside it.
const List = styled.ul`
  align-self: flex-start;
  max-width: 88%;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    line-height: 1.8;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Here = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.muted};
`;

export interface AnswerSourcesProps {
  readonly sources: readonly ChatSource[];
  /** Called when the visitor follows a source (on a phone the panel closes to show the page). */
  readonly onFollow?: () => void;
}

/**
 * The pages an answer comes from, as links of the site's router in the page's language (the gateway's
 * paths were checked to be on this site). A source that is the page the visitor is on says so.
 */
export function AnswerSources({ sources, onFollow }: AnswerSourcesProps) {
  const { i18n } = useChatWords();
  const { pathname } = useLocation();
  return (
    <List aria-label={i18n._('sources.label')}>
      {sources.map((source) => (
        <li key={source.path}>
          <Link to={routerPath(source.path)} onClick={onFollow}>
            {source.title}
          </Link>
          {isCurrentPage(source.path, pathname) ? <Here>{i18n._('sources.here')}</Here> : null}
        </li>
      ))}
    </List>
  );
}
