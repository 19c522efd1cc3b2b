import styled from '@emotion/styled';
import { visuallyHidden } from 'shared/ui';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span(visuallyHidden);

/** A label for screen readers only (the field's placeholder shows the purpose on screen). */
export const VisuallyHiddenLabel = styled.label(visuallyHidden);
