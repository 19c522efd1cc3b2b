import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { buttonBase, forwardProp, type VariantProps } from './button';

/**
 * A router link that looks like a button (calls to action). Apart from the button family (button.tsx),
 * so what needs only a button (the standalone maze element, which carries no router) does not meet the
 * router through it.
 */
export const ButtonLink = styled(Link, { shouldForwardProp: forwardProp })<VariantProps>(buttonBase);
