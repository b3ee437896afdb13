/**
 * An address as the outbox list shows it (issue 14): the first character of the local part and the
 * domain, `a…@example.org`, enough to tell mails apart without putting addresses on screen. The
 * detail shows the whole address to the operator who opens it.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${[...address.slice(0, at)][0]}…${address.slice(at)}`;
}
