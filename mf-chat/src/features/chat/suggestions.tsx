import { useId } from 'react';
import styled from '@emotion/styled';
import { BRAND_NAME } from 'shared/site';
import { Button } from 'shared/ui';
import { useChatWords } from '../../i18n';
import { suggestedQuestions } from '../../data/suggested-questions';

const Box = styled.div`
  > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Question = styled(Button)`
  width: 100%;
  justify-content: flex-start;
  text-align: left;
`;

/** What an empty conversation shows: a greeting and the frequent questions, one click each. */
export function Suggestions({ busy, onAsk }: { readonly busy: boolean; readonly onAsk: (question: string) => void }) {
  const { i18n } = useChatWords();
  const headingId = useId();
  return (
    <Box>
      <p>{i18n._('suggest.greeting', { brand: BRAND_NAME })}</p>
      <h3 id={headingId}>{i18n._('suggest.title')}</h3>
      <ul aria-labelledby={headingId}>
        {suggestedQuestions(i18n).map((question) => (
          <li key={question}>
            <Question variant="secondary" size="compact" type="button" disabled={busy} onClick={() => onAsk(question)}>
              {question}
            </Question>
          </li>
        ))}
      </ul>
    </Box>
  );
}
