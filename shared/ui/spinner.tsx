import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { visuallyHidden } from './styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
  border: 4px solid ${({ theme }) => theme.color.primarySoft};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label = 'Loading…' }: { readonly label?: string }) {
  return (
    <div role="status" css={{ display: 'flex', justifyContent: 'center', padding: '3rem 0' }}>
      <Ring aria-hidden="true" />
      <span css={visuallyHidden}>{label}</span>
    </div>
  );
}
