import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubConsoleRoutes } from '../../../test/console-routes.ts';
import { KeyVisualSection } from './components/key-visual-section.tsx';
import { matchingRows, newKeyProblem } from './components/text-rows.ts';
import { TextsSection } from './components/texts-section.tsx';
import { tenantDetail } from './tenant-detail.test-support.ts';
import type { TenantDraft } from './tenant-draft.ts';
import { useTenantEditor } from './use-tenant-editor.ts';

// The console's server cannot run in jsdom: fetch is replaced by a recording fake of the tenant
// routes (their real behaviour is tested on the server and end to end in e2e/console-tenants.spec.ts).
const editorOf = (de: Record<string, string>): TenantEditor => ({
  ...tenantDetail,
  Entwurf: null,
  Zurueckrollen: null,
  Texte: { de, en: {} },
});
const invalid = (path: string, message: string) => ({
  status: 400,
  body: { code: 'common.validation', message: 'x', details: { fields: [{ path, message }] } },
});

const api = stubConsoleRoutes(['tenants.read', 'tenants.edit']);

describe('the key visual’s fields (no JSON)', () => {
  let draft: TenantDraft | null = null;
  function Editor() {
    const { ctx, submit } = useTenantEditor('neu', false);
    draft = ctx?.draft ?? null;
    return ctx ? (
      <form onSubmit={submit} noValidate>
        <KeyVisualSection ctx={ctx} />
      </form>
    ) : null;
  }

  it('edits a breakpoint’s file into the draft and shows the server’s message at that field', async () => {
    api.answers['GET mandanten/neu/entwurf'] = { status: 200, body: editorOf({}) };
    render(<Editor />);
    const group = (await screen.findByRole('group', { name: 'Breakpoint xl (ab 1440 px)' })) as HTMLElement;
    const webp = within(group).getByLabelText('Key-Visual xl: WebP-Datei') as HTMLInputElement;
    expect(webp.value).toBe('/kv.webp');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(
      screen.getByText(/Bild mit Bildmittelpunkt laden Sie unter „Inhalte → Titelbild“ hoch/),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /JSON/ })).toBeNull();

    fireEvent.change(webp, { target: { value: '/brands/neu/kv-xl.webp' } });
    expect(draft?.Brand.KeyVisual).toMatchObject({ xl: { webp: '/brands/neu/kv-xl.webp' } });

    api.answers['PUT mandanten/neu/entwurf'] = invalid(
      'body.Brand.KeyVisual.xl.webp',
      'Datei ist nicht gültig',
    );
    fireEvent.submit(webp.closest('form')!);
    const message = await screen.findByText('Datei ist nicht gültig');
    expect(webp.getAttribute('aria-invalid')).toBe('true');
    expect(webp.getAttribute('aria-describedby')).toContain(message.parentElement!.id);
    const sent = JSON.parse(String(api.calls.find((c) => c.method === 'PUT')!.body)) as {
      Brand: { KeyVisual: unknown };
    };
    const image = { webp: '/kv.webp', jpeg: '/kv.jpg' };
    expect(sent.Brand.KeyVisual).toEqual({
      xl: { webp: '/brands/neu/kv-xl.webp', jpeg: '/kv.jpg' },
      lg: image,
      md: image,
      sm: image,
    });
    // The other fields carry no message.
    expect(screen.getByLabelText('Key-Visual lg: WebP-Datei').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the tenant’s texts, key by key (no JSON)', () => {
  const many = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`faq.q${i}`, `Frage ${i}`]));
  const texts = { 'home.claim': 'Empfehlen lohnt sich', 'footer.text': 'Fußtext', ...many };

  it('shows 50 rows a page, filters by key or text, adds a checked key, removes one and saves them', async () => {
    render(<TextsSection editor={editorOf(texts)} readOnly={false} onSaved={() => {}} />);
    expect(screen.getByText('122 von 122 Texten')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /entfernen$/ })).toHaveLength(50);
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Texte filtern'), { target: { value: 'LOHNT' } });
    expect(screen.getByText('1 von 122 Texten')).toBeTruthy();
    const claim = screen.getByLabelText('home.claim') as HTMLTextAreaElement;
    // An existing key is the row's label, not a field.
    expect(screen.queryByDisplayValue('home.claim')).toBeNull();
    fireEvent.change(claim, { target: { value: 'Neu: Empfehlen lohnt sich' } });

    const key = screen.getByLabelText('Schlüssel') as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Text hinzufügen' });
    for (const [typed, message] of [
      ['', 'Dies ist ein Pflichtfeld.'],
      ['home claim', 'Schlüssel ist nicht gültig'],
      ['faq.constructor', 'Schlüssel ist nicht gültig'],
      ['footer.text', 'Diesen Schlüssel gibt es schon.'],
    ]) {
      fireEvent.change(key, { target: { value: typed } });
      fireEvent.click(add);
      const error = screen.getByText(message!);
      expect(key.getAttribute('aria-invalid'), typed).toBe('true');
      expect(key.getAttribute('aria-describedby')).toContain(error.id);
    }
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Unsere Produkte' } });
    fireEvent.change(key, { target: { value: 'home.productsTitle' } });
    // Enter in the key adds the text; it saves nothing.
    fireEvent.keyDown(key, { key: 'Enter' });
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(key.value).toBe('');
    expect(key.getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('home.productsTitle') as HTMLTextAreaElement).value).toBe(
      'Unsere Produkte',
    );
    expect(screen.getByText('123 von 123 Texten')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Texte filtern'), { target: { value: 'footer' } });
    fireEvent.click(screen.getByRole('button', { name: '„footer.text“ entfernen' }));
    expect(screen.getByText('0 von 122 Texten')).toBeTruthy();

    api.answers['PUT mandanten/neu/texte/de'] = invalid(
      'body.Texts.home.claim',
      'Bitte höchstens 5000 Zeichen eingeben.',
    );
    fireEvent.submit(key.closest('form')!);
    // The refused text's row is not on the page (filtered out): its message names the key.
    expect(await screen.findByText('home.claim: Bitte höchstens 5000 Zeichen eingeben.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Texte filtern'), { target: { value: 'home.claim' } });
    expect(screen.getByLabelText('home.claim').getAttribute('aria-invalid')).toBe('true');

    const sent = JSON.parse(String(api.calls.find((c) => c.method === 'PUT')!.body)) as {
      Texts: Record<string, string>;
    };
    expect(sent.Texts['home.claim']).toBe('Neu: Empfehlen lohnt sich');
    expect(sent.Texts['home.productsTitle']).toBe('Unsere Produkte');
    expect(sent.Texts).not.toHaveProperty('footer.text');
    expect(Object.keys(sent.Texts)).toHaveLength(122);
  });

  it('shows the texts read-only without remove or add for a reader', () => {
    render(<TextsSection editor={editorOf(texts)} readOnly onSaved={() => {}} />);
    expect(screen.getByLabelText('home.claim').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: /entfernen$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Text hinzufügen' })).toBeNull();
  });
});

describe('text rows', () => {
  const rows = [
    { key: 'home.claim', text: 'Hallo' },
    { key: 'footer.text', text: 'Fuß' },
  ];
  it.each([
    ['', ['home.claim', 'footer.text']],
    ['HOME', ['home.claim']],
    ['fuß', ['footer.text']],
    ['nichts', []],
  ])('filter %j matches %j', (filter, keys) => {
    expect(matchingRows(rows, filter).map((r) => r.key)).toEqual(keys);
  });
  it.each([
    ['', 'required'],
    ['a b', 'invalid'],
    ['home..claim', 'invalid'],
    ['__proto__', 'invalid'],
    ['x'.repeat(201), 'invalid'],
    ['home.claim', 'taken'],
    ['home.sub-title_2', null],
  ])('new key %j: %s', (key, problem) => {
    expect(newKeyProblem(key, rows)).toBe(problem);
  });
});
