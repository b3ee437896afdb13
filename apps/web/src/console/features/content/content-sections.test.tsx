import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubConsoleRoutes } from '../../../test/console-routes.ts';
import { FAQ_KIND } from './content-kinds.ts';
import { ItemsSection } from './items-section.tsx';
import { KeyVisualSection } from './key-visual-section.tsx';
import { VariablesSection } from './variables-section.tsx';

// The console's server cannot run in jsdom: fetch is replaced by a recording fake of the content
// routes (their real behaviour is tested on the server and end to end in e2e/content.spec.ts).
const source = (w: number) => ({
  MinWidth: w,
  Width: w,
  Height: 100,
  Webp: `/v/${w}.webp`,
  Jpeg: `/v/${w}.jpg`,
});
const visual = {
  Id: 'start',
  Alt: { de: 'Ein Bild', en: 'A picture' },
  Sources: { xl: source(1440), lg: source(1024), md: source(768), sm: source(320) },
  OriginalWidth: 2000,
  OriginalHeight: 800,
  Focus: { X: 0, Y: 50 },
  UpdatedAt: '2026-11-27T08:00:00Z',
};

const api = stubConsoleRoutes(['tenants.read', 'tenants.edit']);

describe('key visual', () => {
  it('refuses a file of the wrong type at the field and sends nothing', async () => {
    api.answers['GET mandanten/telko/cms/keyvisual'] = {
      status: 404,
      body: { code: 'content.keyvisual_not_found' },
    };
    render(<KeyVisualSection tenant="telko" onSaved={() => {}} />);
    await screen.findByText('Noch kein Titelbild hochgeladen.');
    const input = screen.getByLabelText('Bilddatei');
    fireEvent.change(input, { target: { files: [new File(['x'], 'bild.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Bitte eine JPEG-, PNG- oder WebP-Datei wählen.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(input.closest('form')!);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('uploads the file with its own alt texts and focal point; messages at the fields; shows all four cuts', async () => {
    api.answers['GET mandanten/telko/cms/keyvisual'] = {
      status: 404,
      body: { code: 'content.keyvisual_not_found' },
    };
    api.answers['PUT mandanten/telko/cms/keyvisual/bild'] = {
      status: 400,
      body: {
        code: 'common.validation',
        message: 'x',
        details: { fields: [{ path: 'querystring.altDe', message: 'Dies ist ein Pflichtfeld.' }] },
      },
    };
    render(<KeyVisualSection tenant="telko" onSaved={() => {}} />);
    await screen.findByText('Noch kein Titelbild hochgeladen.');
    const input = screen.getByLabelText('Bilddatei');
    const file = new File(['jpeg bytes'], 'bild.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    // A new picture starts with empty alt texts: the old picture's would describe the old picture.
    const altDe = screen.getByLabelText('Alternativtext (Deutsch)') as HTMLInputElement;
    expect(altDe.value).toBe('');
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Dies ist ein Pflichtfeld.')).toBeTruthy();
    expect(altDe.getAttribute('aria-invalid')).toBe('true');

    api.answers['PUT mandanten/telko/cms/keyvisual/bild'] = {
      status: 400,
      body: { code: 'content.image_invalid', message: 'x' },
    };
    fireEvent.change(altDe, { target: { value: 'Ein Bild' } });
    fireEvent.change(screen.getByLabelText('Alternativtext (Englisch)'), { target: { value: 'A picture' } });
    fireEvent.change(screen.getByLabelText('Bildmittelpunkt waagrecht (%)'), { target: { value: '0' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(/Das Bild kann nicht verwendet werden/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    api.answers['PUT mandanten/telko/cms/keyvisual/bild'] = { status: 200, body: visual };
    fireEvent.submit(input.closest('form')!);
    const cuts = await screen.findAllByRole('img', { name: 'Ein Bild' });
    expect(cuts.map((img) => img.getAttribute('src'))).toEqual([
      '/v/1440.jpg',
      '/v/1024.jpg',
      '/v/768.jpg',
      '/v/320.jpg',
    ]);
    expect(screen.getByText(/Bildmittelpunkt 0 % \/ 50 %/)).toBeTruthy();
    const upload = api.calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(upload.headers['Content-Type']).toBe('image/jpeg');
    expect(upload.headers.Authorization).toBe('Bearer op-token');
    expect(upload.body).toBe(file);
    expect(Object.fromEntries(upload.query)).toEqual({
      altDe: 'Ein Bild',
      altEn: 'A picture',
      focusX: '0',
      focusY: '50',
    });
    expect(screen.getByText(/^Hochgeladen, als Entwurf/).closest('[role="status"]')).toBeTruthy();
  });
});

describe('FAQ items', () => {
  it('lists the FAQs and puts the server’s field message at the field', async () => {
    const faq = { Id: 'f1', Question: 'Wer?', Answer: 'Alle.', Group: '', Position: 10, Language: 'de' };
    api.answers['GET mandanten/telko/cms/de/faqs'] = { status: 200, body: { Faqs: [faq] } };
    api.answers['PUT mandanten/telko/cms/de/faqs/f1'] = {
      status: 400,
      body: {
        code: 'common.validation',
        message: 'x',
        details: { fields: [{ path: 'body.Question', message: 'Frage ist zu lang' }] },
      },
    };
    render(<ItemsSection kind={FAQ_KIND} scope={{ tenant: 'telko', lang: 'de' }} onSaved={() => {}} />);
    expect(await screen.findByRole('rowheader', { name: 'Wer?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Wer?' }));
    const question = screen.getByLabelText('Frage');
    expect((question as HTMLInputElement).value).toBe('Wer?');
    expect(question.hasAttribute('required')).toBe(true);
    fireEvent.submit(question.closest('form')!);
    await waitFor(() => expect(screen.getByText('Frage ist zu lang')).toBeTruthy());
    expect(question.getAttribute('aria-invalid')).toBe('true');
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({
      Question: 'Wer?',
      Answer: 'Alle.',
      Group: '',
      Position: 10,
    });
  });
});

describe('variables', () => {
  it('reads and saves the set of the chosen language only', async () => {
    api.answers['GET mandanten/telko/cms/en/variablen/default'] = {
      status: 200,
      body: { Variables: [{ Name: 'PraemieMobilfunk', Value: '€50' }] },
    };
    api.answers['PUT mandanten/telko/cms/en/variablen/default'] = {
      status: 200,
      body: { Variables: [{ Name: 'PraemieMobilfunk', Value: '€55' }] },
    };
    render(<VariablesSection scope={{ tenant: 'telko', lang: 'en' }} onSaved={() => {}} />);
    const value = (await screen.findByLabelText('Wert')) as HTMLInputElement;
    expect(value.value).toBe('€50');
    fireEvent.change(value, { target: { value: '€55' } });
    fireEvent.submit(value.closest('form')!);
    expect(
      await screen.findByText(
        'Gespeichert, als Entwurf: Öffentlich gelten die Werte nach „Veröffentlichen“.',
      ),
    ).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET mandanten/telko/cms/en/variablen/default',
      'PUT mandanten/telko/cms/en/variablen/default',
    ]);
    expect(JSON.parse(String(api.calls[1]!.body))).toEqual({
      Variables: [{ Name: 'PraemieMobilfunk', Value: '€55' }],
    });
  });
});
