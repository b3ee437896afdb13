import type { Transporter } from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** The branded HTML part (issue 30) beside the text part, which every mail keeps. */
  html?: string | undefined;
  messageId: string;
}

/** Delivers one mail; throws when the SMTP server refuses it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer is loaded with the first mail sent: a server whose outbox is empty never needs it. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    async send(message) {
      await (await opened()).sendMail({ ...message, headers: { 'Auto-Submitted': 'auto-generated' } });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
