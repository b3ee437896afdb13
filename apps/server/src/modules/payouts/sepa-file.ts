import { createHash } from 'node:crypto';
import SEPA from 'sepa';
import type { PayoutDebtor } from '../../config.ts';
import { sepaText } from './sepa-text.ts';

/** The message type German banks take for credit transfers today (DFÜ-Abkommen, since November 2023). */
export const PAIN_FORMAT = 'pain.001.001.09';

export interface SepaTransfer {
  /** CdtTrfTxInf/PmtId/EndToEndId (≤ 35 characters): a return names it. */
  endToEndId: string;
  holder: string;
  iban: string;
  cents: number;
  /** RmtInf/Ustrd: what the payee reads on their statement. */
  remittance: string;
}

export interface SepaFileInput {
  /** GrpHdr/MsgId; at most 28 characters, since the library derives PmtInfId and InstrId from it. */
  messageId: string;
  createdAt: Date;
  debtor: PayoutDebtor;
  /** ReqdExctnDt: the day the bank should execute it. */
  executionDate: Date;
  transfers: readonly SepaTransfer[];
}

/**
 * A SEPA credit-transfer file (pain.001.001.09) of one payment block debiting the operator's
 * account, one transaction per transfer, built by the `sepa` library (which checks IBANs, lengths,
 * amounts and the character set, and throws on a breach). The tests validate the result against
 * the ISO 20022 schema in `xsd/`.
 */
export function buildSepaFile(input: SepaFileInput): string {
  const doc = new SEPA.Document(PAIN_FORMAT);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = sepaText(input.debtor.name, 70);

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = input.executionDate;
  info.debtorIBAN = input.debtor.iban;
  info.debtorBIC = input.debtor.bic;
  info.debtorName = sepaText(input.debtor.name, 70);
  doc.addPaymentInfo(info);

  for (const transfer of input.transfers) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(transfer.holder, 70) || 'Unbekannt';
    tx.creditorIBAN = transfer.iban;
    tx.amount = transfer.cents / 100;
    tx.remittanceInfo = sepaText(transfer.remittance, 140);
    tx.end2endId = transfer.endToEndId;
    info.addTransaction(tx);
  }
  return doc.toString();
}

/** The checksum finance compares before the release and after the download: SHA-256 of the file's text, hex. */
export const fileChecksum = (xml: string) => createHash('sha256').update(xml, 'utf8').digest('hex');
