import { writeFileSync } from 'node:fs';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { termsPdf, termsRules, termsTitle } from './terms-pdf.ts';

// `npm run terms-pdf`: writes each demo tenant's terms PDF into the web app's public folder, where
// Brand.TermsPdfUrl points. Run it after changing the rules' texts; terms-pdf.test.ts fails until then.
for (const tenant of DEMO_TENANTS) {
  const file = new URL(
    `../../../../web/public/brands/${tenant.key}/teilnahmebedingungen.pdf`,
    import.meta.url,
  );
  writeFileSync(
    file,
    termsPdf(termsTitle(tenant.brand.Name), termsRules(tenant.settings.Rules.BankingActivityRule)),
  );
  console.log(`wrote ${file.pathname}`);
}
