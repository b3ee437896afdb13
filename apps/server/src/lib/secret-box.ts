import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for single values such as IBANs (ARCHITECTURE.md: AES-256-GCM, key from
 * APP_SECRET). The key is derived per purpose with HKDF, so one leaked derived key opens nothing
 * else. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url; the version leaves room to rotate.
 */
export function createSecretBox(appSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'kwk-secret-box', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('secret box: unknown format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** A keyed hash that lets rules compare values (same IBAN, same e-mail) without keeping them. */
export function keyedIdentity(appSecret: string, purpose: string, value: string): string {
  return createHmac('sha256', appSecret).update(`${purpose}:${value}`).digest('hex');
}
