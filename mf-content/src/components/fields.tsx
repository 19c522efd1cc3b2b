import { useEffect, useId, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { focusRing } from 'shared/ui';
import { QUERY_VALUE_MAX } from '../lib/list-query';

const control = (theme: Theme) => ({
  width: '100%',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.md}`,
  border: `2px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  font: 'inherit',
  color: theme.color.text,
  background: theme.color.background,
  '&:hover': { borderColor: theme.color.muted },
});

const labelStyle = (theme: Theme) => ({ display: 'block', fontWeight: 600, marginBottom: theme.space.xxs });

/** A search box of a GET form: `name` is its URL parameter (`q`). */
export function SearchField({
  label,
  name,
  value,
  onChange,
  placeholder,
  describedBy,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly describedBy?: string;
}) {
  const id = useId();
  const text = useTypedValue(value);
  return (
    <div css={{ flex: '1 1 16rem', minWidth: 0 }}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        maxLength={QUERY_VALUE_MAX}
        value={text.value}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(event) => {
          text.typed(event.target.value);
          onChange(event.target.value);
        }}
        css={(theme) => [control(theme), focusRing(theme)]}
      />
    </div>
  );
}

/**
 * What the field shows. The value lives in the URL, and router navigations render as transitions,
 * so a controlled input fed straight from the URL shows a stale value between keystrokes and fast
 * typing loses letters. The field keeps what was typed and adopts an outside value (Back, a link)
 * only when it is not one the field itself sent.
 *
 * The previous outside value is state, not a ref, and `sent` is trimmed in an effect: a transition
 * render can be interrupted by a keystroke and thrown away, and anything it had written to a ref
 * would survive it (that lost letters: "drone" became "dne" on a busy machine).
 */
function useTypedValue(outside: string) {
  const [value, setValue] = useState(outside);
  const [previousOutside, setPreviousOutside] = useState(outside);
  const sent = useRef<string[]>([]);
  if (outside !== previousOutside) {
    setPreviousOutside(outside);
    if (!sent.current.includes(outside) && outside !== value) setValue(outside);
  }
  useEffect(() => {
    // The URL has caught up with `outside`: what was sent before it can no longer come back.
    const index = sent.current.indexOf(outside);
    if (index >= 0) sent.current.splice(0, index + 1);
  }, [outside]);
  return {
    value,
    typed(next: string) {
      // The URL keeps a value trimmed (as the server reads it), so 'drone ' comes back as 'drone':
      // that is this field's own value too, not one to adopt (it would eat the space just typed).
      sent.current.push(next);
      if (next.trim() !== next) sent.current.push(next.trim());
      setValue(next);
    },
  };
}

/** A select of a GET form: `name` is its URL parameter (`sort`, `category`). */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}) {
  const id = useId();
  return (
    <div css={{ flex: '1 1 9rem', minWidth: 0, maxWidth: '16rem' }}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={(theme) => [control(theme), focusRing(theme)]}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
