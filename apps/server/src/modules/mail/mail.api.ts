/**
 * The mail module's public face (decision 075): the outbox (repository, table, statements), the
 * mail voice and the address mask. Other modules import this file or `mail.module.ts`, nothing else
 * of the module (scripts/module-graph.mjs checks it).
 */

export type { Anrede, MailVoice, VoicedTexts } from './mail-voice.ts';
export { mailVoice, voiced, voiceKey } from './mail-voice.ts';
export { maskAddress } from './mask-address.ts';
export type { OutboxRecords } from './outbox.repository.ts';
export { outboxInsert, outboxInsertFrom, outboxRow } from './outbox.statements.ts';
export { outbox } from './outbox.table.ts';
