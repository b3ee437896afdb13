/**
 * What the friend's page leads with (issue 30 item 2): the friend's own share in euros when the
 * referral's stored promised reward and split give them one, else the product's offer. The amount
 * comes from the referral (`EmpfaengerPraemieCent`, split and capped by the server), never from
 * here.
 */
export type FriendBenefit = { kind: 'share'; cent: number } | { kind: 'offer'; product: string };

export function friendBenefit(recipientCent: number, product: string): FriendBenefit {
  return recipientCent > 0 ? { kind: 'share', cent: recipientCent } : { kind: 'offer', product };
}
