import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'shared/router';
import styled from '@emotion/styled';
import { focusRing, noMotion } from 'shared/ui';
import { pages } from '../../exposed/pages';
import type { FaqEntry } from '../../data/faq';
import { ChevronIcon } from '../../components/icons';
import { MESSAGE_FORM_ANCHOR } from '../../lib/anchors';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const Trigger = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  ${({ theme }) => focusRing(theme)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
    transition: transform ${({ theme }) => theme.motion.fast};
    ${noMotion};
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
  p:last-child {
    margin-bottom: 0;
  }
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: 600;
`;

export interface FaqAccordionProps {
  readonly entries: readonly FaqEntry[];
}

/**
 * The FAQ as a disclosure accordion of the platform's own `<details>`: each question is a `<summary>`
 * (the browser exposes it as a button that is expanded or collapsed, and Enter and Space toggle it)
 * holding the question's heading, so an answer opens from the first paint and with scripts off, and
 * find-in-page opens the answer it finds. The script adds the APG accordion's keys: Up/Down/Home/End
 * move between questions. Several answers may be open at once, which suits comparing policies.
 */
export function FaqAccordion({ entries }: FaqAccordionProps) {
  const questions = useRef<(HTMLElement | null)[]>([]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    questions.current[target]?.focus();
  };

  return (
    <List>
      {entries.map((entry, index) => {
        const questionId = `faq-${entry.id}-question`;
        const panelId = `faq-${entry.id}-answer`;
        return (
          <Item key={entry.id}>
            <Trigger
              id={questionId}
              onKeyDown={onKeyDown(index)}
              ref={(element) => {
                questions.current[index] = element;
              }}
            >
              <h3>{entry.question}</h3>
              <ChevronIcon />
            </Trigger>
            <Panel id={panelId} role="region" aria-labelledby={questionId}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {entry.action ? (
                <p>
                  <ActionLink
                    to={
                      'page' in entry.action
                        ? pages[entry.action.page].href()
                        : {
                            pathname: pages.contact.href(),
                            search: `?subject=${encodeURIComponent(entry.action.subject)}`,
                            hash: `#${MESSAGE_FORM_ANCHOR}`,
                          }
                    }
                  >
                    {entry.action.label}
                  </ActionLink>
                </p>
              ) : null}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
