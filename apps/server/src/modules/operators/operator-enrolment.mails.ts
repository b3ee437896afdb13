/**
 * The operator's enrolment mail (issue 27, finding 1): the one-time link goes to the operator's
 * own mailbox only, never into an answer the inviting admin sees. German, as the console is.
 * The body carries the token: the outbox keeps it sealed and no log line holds it.
 */
export function enrolmentMail(v: {
  name: string;
  link: string;
  expiresAt: Date;
  reason: 'invited' | 'reset';
}) {
  const until = v.expiresAt.toLocaleString('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const why =
    v.reason === 'invited'
      ? 'Sie wurden zur Betriebskonsole des Empfehlungsprogramms eingeladen.'
      : 'Ihr Zugang zur Betriebskonsole des Empfehlungsprogramms wurde zurückgesetzt; Ihre bisherigen Passkeys und Ihre Authenticator-App gelten nicht mehr.';
  return {
    // The console's mails are German, to operators, who belong to no tenant: no tenant's form of address.
    language: 'de' as const,
    subject: 'Ihr Zugang zur Betriebskonsole',
    text: `Hallo ${v.name},\n\n${why} Richten Sie Ihren Zugang mit einem Passkey oder einer Authenticator-App über diesen persönlichen Link ein:\n\n${v.link}\n\nDer Link gilt einmal und bis ${until} Uhr. Geben Sie ihn nicht weiter: Wer ihn öffnet, richtet Ihren Zugang ein.\n\nHaben Sie keinen Zugang erwartet, antworten Sie nicht auf diese E-Mail und informieren Sie die Administration Ihres Unternehmens.\n`,
  };
}
