import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  messageId: string;
}

/** Delivers one mail; throws when the SMTP server refuses it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ ...message, headers: { 'Auto-Submitted': 'auto-generated' } });
    },
    close: () => transport.close(),
  };
}
