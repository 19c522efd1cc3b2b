import nodemailer from 'nodemailer';

/**
 * What the contact server's mail is: a plain-text message and something that sends it. Its own
 * module so the messages (office, digest, newsletter, staff answers) and the outbox that sends them
 * depend on it, not on each other.
 */
export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, with time limits so a slow or silent server costs a retry, not a stuck worker. */
export function smtpMailer(url: string, timeoutMs = 15_000): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as object);
  return {
    send: async (message) => {
      await transport.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => transport.close(),
  };
}
