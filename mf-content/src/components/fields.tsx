import { useId } from 'react';
import type { Theme } from '@emotion/react';
import { focusRing } from 'shared/ui';

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

export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  describedBy,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly describedBy?: string;
}) {
  const id = useId();
  return (
    <div css={{ flex: '1 1 16rem', minWidth: 0 }}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        css={(theme) => [control(theme), focusRing(theme)]}
      />
    </div>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  readonly label: string;
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
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} css={(theme) => [control(theme), focusRing(theme)]}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
