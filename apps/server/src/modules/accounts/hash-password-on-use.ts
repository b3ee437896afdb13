/**
 * `hashPassword` for other modules (the agency's invited agent sets a password): `passwords.ts`
 * loads the argon2 binding at top level, so the accounts' face offers this, which loads it on the
 * first hash, and a module importing the face does not load the binding with it (decision 075).
 */
export async function hashPasswordOnUse(password: string): Promise<string> {
  const { hashPassword } = await import('./passwords.ts');
  return hashPassword(password);
}
