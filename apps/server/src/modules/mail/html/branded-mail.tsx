import type { Language } from '@kwk/shared/errors/error-codes';
import type { Inline, MailBlock } from './mail-blocks.ts';
import type { MailChrome } from './mail-texts.ts';

/** What one branded mail shows; every word comes from the mail's text or the tenant's texts. */
export interface BrandedMailProps {
  lang: Language;
  subject: string;
  preheader: string;
  blocks: MailBlock[];
  chrome: MailChrome;
  brand: {
    name: string;
    /** Absolute URLs on the portal's origin; absent for the console's mails to operators. */
    logoUrl?: string | undefined;
    keyVisualUrl?: string | undefined;
    imprintUrl?: string | undefined;
    privacyUrl?: string | undefined;
    supportEmail: string;
    colors: { primary: string; primaryContrast: string; secondary: string; text: string; background: string };
  };
}

/**
 * Dark mode: the mail says it supports both schemes, so clients that honour that keep its
 * colours instead of inverting them; in dark mode the card turns dark and text light. The logo sits
 * on its own light plate, and no text is ever set on the key visual (no white-on-image text).
 */
const darkModeCss = (linkColour: string) => `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-card { background-color: #1c1c1e !important; }
  .mail-text { color: #f2f2f2 !important; }
  .mail-muted { color: #c7c7cc !important; }
  .mail-link { color: ${linkColour} !important; }
  .mail-code { background-color: #2c2c2e !important; color: #ffffff !important; }
}`;

/** The React Email components, one small package each (the `components` bundle brings Tailwind). */
async function emailComponents() {
  const [html, head, body, container, section, img, text, button, link, hr, preview] = await Promise.all([
    import('@react-email/html'),
    import('@react-email/head'),
    import('@react-email/body'),
    import('@react-email/container'),
    import('@react-email/section'),
    import('@react-email/img'),
    import('@react-email/text'),
    import('@react-email/button'),
    import('@react-email/link'),
    import('@react-email/hr'),
    import('@react-email/preview'),
  ]);
  return {
    ...html,
    ...head,
    ...body,
    ...container,
    ...section,
    ...img,
    ...text,
    ...button,
    ...link,
    ...hr,
    ...preview,
  };
}

/**
 * React and React Email come in with the first mail, never at server start (peak RSS goal,
 * decision 054): the components are made once the two are loaded. JSX here is the classic
 * `React.createElement`, with `React` the module loaded below.
 */
export async function loadBrandedMail() {
  const [React, E] = await Promise.all([import('react').then((m) => m.default), emailComponents()]);
  /**
   * A list's elements as a fragment's arguments (made with `createElement`, not JSX in a `map`):
   * a mail is rendered once and never updated, so its lists need no keys.
   */
  const all = (children: React.ReactNode[]) => React.createElement(React.Fragment, null, ...children);

  function Line({ parts, color }: { parts: Inline[]; color: string }) {
    return all(
      parts.map((part) =>
        'href' in part
          ? React.createElement(
              E.Link,
              { href: part.href, className: 'mail-link', style: { color, textDecoration: 'underline' } },
              part.text,
            )
          : part.text,
      ),
    );
  }

  function Block({ block, p }: { block: MailBlock; p: BrandedMailProps }) {
    const { colors } = p.brand;
    if (block.kind === 'button')
      return (
        <E.Section style={{ padding: '8px 0 16px' }}>
          <E.Button
            href={block.href}
            style={{
              backgroundColor: colors.primary,
              color: colors.primaryContrast,
              borderRadius: '6px',
              padding: '14px 24px',
              fontWeight: 600,
              fontSize: '16px',
              textDecoration: 'none',
              display: 'inline-block',
            }}
          >
            {p.chrome.button}
          </E.Button>
        </E.Section>
      );
    if (block.kind === 'code')
      return (
        <E.Text
          className="mail-code"
          style={{
            backgroundColor: colors.secondary,
            color: colors.text,
            border: `2px dashed ${colors.primary}`,
            borderRadius: '6px',
            padding: '14px',
            fontFamily: 'Consolas, Menlo, monospace',
            fontSize: '22px',
            letterSpacing: '2px',
            textAlign: 'center',
            margin: '0 0 16px',
          }}
        >
          {block.text}
        </E.Text>
      );
    return (
      <E.Text
        className="mail-text"
        style={{ color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }}
      >
        {all(
          block.lines.flatMap((line, i) => [
            i > 0 ? React.createElement('br') : null,
            React.createElement(Line, { parts: line, color: colors.primary }),
          ]),
        )}
      </E.Text>
    );
  }

  function Footer({ p }: { p: BrandedMailProps }) {
    const muted = { color: '#6b6b70', fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };
    return (
      <E.Section style={{ padding: '0 32px 24px' }}>
        <E.Hr style={{ borderColor: p.brand.colors.secondary, margin: '8px 0 16px' }} />
        <E.Text className="mail-muted" style={muted}>
          {p.chrome.reason} {p.chrome.questions}
        </E.Text>
        {p.brand.imprintUrl && p.brand.privacyUrl && (
          <E.Text className="mail-muted" style={muted}>
            <E.Link href={p.brand.imprintUrl} className="mail-link" style={{ color: p.brand.colors.primary }}>
              {p.chrome.imprint}
            </E.Link>
            {' · '}
            <E.Link href={p.brand.privacyUrl} className="mail-link" style={{ color: p.brand.colors.primary }}>
              {p.chrome.privacy}
            </E.Link>
          </E.Text>
        )}
      </E.Section>
    );
  }

  return function BrandedMail(p: BrandedMailProps) {
    const { colors } = p.brand;
    return (
      <E.Html lang={p.lang} dir="ltr">
        <E.Head>
          <title>{p.subject}</title>
          <meta name="color-scheme" content="light dark" />
          <meta name="supported-color-schemes" content="light dark" />
          <style>{darkModeCss(colors.secondary)}</style>
        </E.Head>
        <E.Preview>{p.preheader}</E.Preview>
        <E.Body
          className="mail-body"
          style={{
            backgroundColor: colors.secondary,
            margin: 0,
            padding: '24px 0',
            fontFamily: 'Arial, Helvetica, sans-serif',
          }}
        >
          <E.Container
            className="mail-card"
            style={{
              backgroundColor: colors.background,
              maxWidth: '600px',
              borderRadius: '8px',
              overflow: 'hidden',
            }}
          >
            {p.brand.logoUrl && (
              <E.Section
                style={{
                  backgroundColor: '#ffffff',
                  padding: '20px 32px',
                  borderTop: `6px solid ${colors.primary}`,
                }}
              >
                <E.Img
                  src={p.brand.logoUrl}
                  alt={p.chrome.logoAlt}
                  height="40"
                  style={{ height: '40px', width: 'auto' }}
                />
              </E.Section>
            )}
            {p.brand.keyVisualUrl && (
              <E.Img
                src={p.brand.keyVisualUrl}
                alt=""
                width="600"
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
            )}
            <E.Section style={{ padding: '28px 32px 8px' }}>
              {all(p.blocks.map((block) => React.createElement(Block, { block, p })))}
            </E.Section>
            <Footer p={p} />
          </E.Container>
        </E.Body>
      </E.Html>
    );
  };
}
