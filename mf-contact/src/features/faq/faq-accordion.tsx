import { useRef, useState, type KeyboardEvent } from 'react';
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

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  ${({ theme }) => focusRing(theme)};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
    transition: transform ${({ theme }) => theme.motion.fast};
    ${noMotion};
  }
  &[aria-expanded='true'] svg {
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
 * The FAQ as a disclosure accordion (WAI-ARIA APG pattern): each question is a button inside a
 * heading with `aria-expanded`, so Enter and Space toggle it natively; Up/Down/Home/End move between
 * questions. Several answers may be open at once, which suits comparing policies.
 */
export function FaqAccordion({ entries }: FaqAccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List>
      {entries.map((entry, index) => {
        const expanded = open.has(entry.id);
        const buttonId = `faq-${entry.id}-question`;
        const panelId = `faq-${entry.id}-answer`;
        return (
          <Item key={entry.id}>
            <h3>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                onKeyDown={onKeyDown(index)}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
              >
                <span>{entry.question}</span>
                <ChevronIcon />
              </Trigger>
            </h3>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {entry.action ? (
                <p>
                  <ActionLink
                    to={{
                      pathname: pages.contact.href(),
                      search: `?subject=${encodeURIComponent(entry.action.subject)}`,
                      hash: `#${MESSAGE_FORM_ANCHOR}`,
                    }}
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
