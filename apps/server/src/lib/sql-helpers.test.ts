import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statementText } from './sql-helpers.ts';

describe('statementText', () => {
  it('renders an owner fragment into the text, keeping the positional parameters as written', () => {
    const owned = (id: ReturnType<typeof sql>) => sql`exists (select 1 from t where t.id = ${id})`;
    expect(statementText(sql`select ${owned(sql`r.id`)} as x from r where r.tenant_id = $1`)).toBe(
      'select exists (select 1 from t where t.id = r.id) as x from r where r.tenant_id = $1',
    );
  });

  it('refuses a value that would become a parameter of its own', () => {
    expect(() => statementText(sql`select 1 where a = ${'value'}`)).toThrow(/\$1, \$2/);
  });
});
