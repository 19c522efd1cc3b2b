export { BaseStyles } from './base-styles';
export {
  RemoteRoot,
  SERVER_STYLES_ATTRIBUTE,
  SERVER_GLOBAL_STYLES_ATTRIBUTE,
  emotionCacheFor,
  emotionCaches,
  type RemoteRootProps,
} from './remote-root';
export { Button, ButtonAnchor, buttonBase, type ButtonSize, type ButtonVariant } from './button';
export { ButtonLink } from './button-link';
export { Container, Section, Card, PageHeader, type PageHeaderProps } from './layout';
export { Spinner } from './spinner';
export { focusRing, perTheme, visuallyHidden, noMotion, drawnWhenNear, type UsualHeight } from './styles';
export { AddressLines } from './address-lines';
export { theme } from './theme/theme';
export { tokens, media, type Tokens } from './theme/tokens';
