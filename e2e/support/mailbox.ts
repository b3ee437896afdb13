import { expect } from '@playwright/test';

/** The harness (start-server.mjs) serves the mails its SMTP server received on this port. */
export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3126);

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/** Mails delivered to an address so far, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/mails?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits until the portal's outbox worker (woken by each mail written) delivered a mail to `to` whose
 * subject matches, and returns the newest such mail; with `after`, only among the mails after the
 * first `after` ones (those that were there before the action that sends it).
 */
export async function waitForMail(
  to: string,
  subjectPattern = /./,
  timeout = 15_000,
  after = 0,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).slice(after).findLast((mail) => subjectPattern.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject matching ${subjectPattern}`, timeout, intervals: [100] },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that matches `pattern`. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
