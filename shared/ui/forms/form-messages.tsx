import type { HTMLAttributes } from 'react';
import { Notice } from './form-styles';

/**
 * What a form says after a send, the same way in every form: an alert with the main sentence first
 * (bold) and any others after it; or, inside a status region that is always in the page (so assistive
 * technology is listening before the message appears), the success message.
 */
export function FormAlert({ messages, ...rest }: { readonly messages: readonly string[] } & HTMLAttributes<HTMLDivElement>) {
  return (
    <Notice tone="error" role="alert" {...rest}>
      {messages.map((message, index) => (
        <p key={message} className={index === 0 ? 'lead' : undefined}>
          {message}
        </p>
      ))}
    </Notice>
  );
}

export function FormStatus({
  message,
  messageId,
  ...rest
}: { readonly message: string | null; readonly messageId?: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div role="status" {...rest}>
      {message ? (
        <Notice tone="success" id={messageId}>
          <p className="lead">{message}</p>
        </Notice>
      ) : null}
    </div>
  );
}
