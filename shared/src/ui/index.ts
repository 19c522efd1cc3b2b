export { BaseStyles } from './base-styles';
export { RemoteRoot, type RemoteRootProps } from './remote-root';
export { Button, ButtonLink, ButtonAnchor, type ButtonVariant } from './button';
export { Container, Section, Card, PageHeader, type PageHeaderProps } from './layout';
export { Spinner } from './spinner';
export { NewsletterBox, checkNewsletterEmail, type NewsletterBoxProps, type NewsletterOutcome } from './newsletter-box';
export { focusRing, visuallyHidden, noMotion } from './styles';
export { AddressLines } from './address-lines';
