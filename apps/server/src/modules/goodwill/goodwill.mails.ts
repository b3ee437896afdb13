import { type MailVoice, voiced } from '../mail/mail.api.ts';

/** The referrer's mail on a goodwill decision: the outcome, the reason, and the link to /kulanzdanke. */
export function goodwillDecisionMail(
  voice: MailVoice,
  v: { brand: string; granted: boolean; amount: string; reason: string; link: string },
) {
  return voiced(voice, {
    en: {
      subject: `Your request about a reward – ${v.brand}`,
      text: v.granted
        ? `Hello,\n\nwe have looked into your request and credit you a goodwill reward of ${v.amount}. You can collect it in your personal area.\n\nOur reason: ${v.reason}\n\nThe decision: ${v.link}\n`
        : `Hello,\n\nwe have looked into your request; unfortunately we cannot grant a goodwill reward.\n\nOur reason: ${v.reason}\n\nThe decision: ${v.link}\n`,
    },
    Sie: {
      subject: `Ihr Anliegen zu einer Prämie – ${v.brand}`,
      text: v.granted
        ? `Hallo,\n\nwir haben Ihr Anliegen geprüft und schreiben Ihnen eine Kulanzprämie von ${v.amount} gut. Sie können sie in Ihrem persönlichen Bereich abholen.\n\nUnsere Begründung: ${v.reason}\n\nDie Entscheidung: ${v.link}\n`
        : `Hallo,\n\nwir haben Ihr Anliegen geprüft; eine Kulanzprämie können wir Ihnen leider nicht gewähren.\n\nUnsere Begründung: ${v.reason}\n\nDie Entscheidung: ${v.link}\n`,
    },
    du: {
      subject: `Dein Anliegen zu einer Prämie – ${v.brand}`,
      text: v.granted
        ? `Hallo,\n\nwir haben dein Anliegen geprüft und schreiben dir eine Kulanzprämie von ${v.amount} gut. Du kannst sie in deinem persönlichen Bereich abholen.\n\nUnsere Begründung: ${v.reason}\n\nDie Entscheidung: ${v.link}\n`
        : `Hallo,\n\nwir haben dein Anliegen geprüft; eine Kulanzprämie können wir dir leider nicht gewähren.\n\nUnsere Begründung: ${v.reason}\n\nDie Entscheidung: ${v.link}\n`,
    },
  });
}
