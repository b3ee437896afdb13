import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A small HTTP server that speaks the subset of a Squidex content service the portal reads (spec
 * §7). Squidex itself (a .NET service with MongoDB) cannot run in this test environment, so the
 * tests talk real HTTP to this stand-in instead; it is no mock of the portal's code, only of the
 * far side. It issues tokens and can expire them, answer slowly, fail, or drop the connection.
 */
export interface SquidexStub {
  url: string;
  /** Requests seen, as `METHOD path` (query included), in order. */
  log: string[];
  tokenRequests: { clientId: string; secret: string; scope: string; grant: string }[];
  /** Forgets every issued token: the next content call with an old one gets 401. */
  expireTokens(): void;
  /** 'ok' answers; 'slow' waits longer than any test timeout; 'fail' answers 500; 'drop' closes the socket. */
  mode: 'ok' | 'slow' | 'fail' | 'drop';
  /** Answer 401 to every content call, even with a fresh token. */
  rejectAll: boolean;
  /** The token lifetime the stub announces (seconds). */
  expiresIn: number;
  close(): Promise<void>;
}

export const STUB_APP = 'telko-app';
export const STUB_CLIENT = 'telko-portal';
export const STUB_SECRET = 'stub-secret-7f3a9c';
export const STUB_ASSET = '0f3c6a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f';

const items = {
  'content-bloecke': [
    {
      id: 'hero',
      data: {
        Titel: { de: 'Aus dem CMS', en: 'From the CMS' },
        Inhalt: { de: 'Empfehlen Sie {client} aus Squidex.', en: 'Recommend {client} from Squidex.' },
      },
    },
    { id: 'only-de', data: { Titel: { de: 'Nur Deutsch' }, Inhalt: { de: 'Nur auf Deutsch.' } } },
  ],
  keyvisual: [
    {
      id: 'start',
      data: { Alt: { de: 'Bild aus dem CMS', en: 'Image from the CMS' }, Bild: { iv: [STUB_ASSET] } },
    },
  ],
  faqs: [
    {
      id: 'f2',
      data: {
        Frage: { de: 'Zweite?', en: 'Second?' },
        Antwort: { de: 'B', en: 'B' },
        Gruppe: { de: 'G' },
        Position: { iv: 2 },
      },
    },
    {
      id: 'f1',
      data: {
        Frage: { de: 'Erste?', en: 'First?' },
        Antwort: { de: 'A', en: 'A' },
        Gruppe: { de: 'G' },
        Position: { iv: 1 },
      },
    },
  ],
  fussnoten: [
    {
      id: 'n1',
      data: {
        Identifier: { iv: 'praemie' },
        Titel: { de: 'Prämie' },
        Gruppe: { de: 'Start' },
        Inhalt: { de: 'Fällig nach 60 Tagen.' },
      },
    },
    {
      id: 'n2',
      data: {
        Identifier: { iv: "o'brien" },
        Titel: { de: 'Zitat' },
        Gruppe: { de: '' },
        Inhalt: { de: 'Mit Apostroph.' },
      },
    },
  ],
};
/** The `Variablen` schema: Set and Name invariant, Value localized (de the master language). */
const variables: { Set: string; Name: string; Value: { de: string; en?: string } }[] = [
  { Set: 'default', Name: 'PraemieMobilfunk', Value: { de: '55 € (CMS)', en: '€55 (CMS)' } },
  { Set: 'default', Name: 'PraemieFestnetz', Value: { de: '77 € (CMS)' } },
  { Set: 'bonus', Name: 'BonusNach3', Value: { de: '66 €' } },
];
// `faq/{id}` reads one of `faqs`, as the service's single-item schema name.
const single: Record<string, keyof typeof items> = {
  'content-bloecke': 'content-bloecke',
  keyvisual: 'keyvisual',
  faq: 'faqs',
};

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSquidexStub(): Promise<SquidexStub> {
  const tokens = new Set<string>();
  let issued = 0;
  const timers = new Set<NodeJS.Timeout>();
  const stub: SquidexStub = {
    url: '',
    log: [],
    tokenRequests: [],
    mode: 'ok',
    rejectAll: false,
    expiresIn: 3600,
    expireTokens: () => tokens.clear(),
    close: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    stub.log.push(`${req.method} ${url.pathname}${url.search}`);
    if (stub.mode === 'drop') {
      req.socket.destroy();
      return;
    }
    if (stub.mode === 'slow') {
      // Longer than the portal's (test) timeout; cleared when the stub closes.
      timers.add(setTimeout(() => json(res, 200, {}), 30_000));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/identity-server/connect/token') {
      const form = new URLSearchParams(await body(req));
      stub.tokenRequests.push({
        clientId: form.get('client_id') ?? '',
        secret: form.get('client_secret') ?? '',
        scope: form.get('scope') ?? '',
        grant: form.get('grant_type') ?? '',
      });
      if (form.get('client_id') !== STUB_CLIENT || form.get('client_secret') !== STUB_SECRET)
        return json(res, 400, { error: 'invalid_client' });
      const token = `tok-${++issued}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: stub.expiresIn });
    }
    const auth = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (stub.rejectAll || !tokens.has(auth)) return json(res, 401, { message: 'unauthorized' });
    if (stub.mode === 'fail') return json(res, 500, { message: 'boom' });

    const content = new RegExp(`^/api/content/${STUB_APP}/([a-z-]+)(?:/([^/]+))?$`).exec(url.pathname);
    if (req.method === 'POST' && url.pathname === `/api/content/${STUB_APP}/graphql`) {
      const query = JSON.parse(await body(req)).query as string;
      if (!query.includes('queryVariablenContents'))
        return json(res, 400, { errors: [{ message: 'unknown' }] });
      // flatData resolves a localized field to the X-Languages language, falling back to the master (de).
      const lang = req.headers['x-languages'] === 'en' ? 'en' : 'de';
      return json(res, 200, {
        data: {
          queryVariablenContents: variables.map((v) => ({
            flatData: { Set: v.Set, Name: v.Name, Value: v.Value[lang] ?? v.Value.de },
          })),
        },
      });
    }
    if (req.method === 'GET' && content) {
      const [, schema, id] = content;
      if (id !== undefined) {
        const list = items[single[schema!] ?? ('' as keyof typeof items)];
        const found = list?.find((i) => i.id === decodeURIComponent(id));
        return found ? json(res, 200, found) : json(res, 404, { message: 'not found' });
      }
      const list = items[schema as keyof typeof items];
      if (!list) return json(res, 404, { message: 'no schema' });
      const filter = url.searchParams.get('$filter');
      const m = filter ? /^data\/Identifier\/iv eq '((?:[^']|'')*)'$/.exec(filter) : null;
      if (filter && !m) return json(res, 400, { message: 'bad filter' });
      const wanted = m?.[1]?.replaceAll("''", "'");
      const picked =
        wanted === undefined
          ? list
          : list.filter((i) => (i.data as { Identifier?: { iv: string } }).Identifier?.iv === wanted);
      return json(res, 200, { total: picked.length, items: picked });
    }
    const asset = new RegExp(`^/api/assets/${STUB_APP}/([^/]+)$`).exec(url.pathname);
    if (req.method === 'GET' && asset) {
      if (asset[1] !== STUB_ASSET) return json(res, 404, { message: 'no asset' });
      const width = Number(url.searchParams.get('width') ?? 800);
      const height = Number(url.searchParams.get('height') ?? 600);
      const format = url.searchParams.get('format') === 'JPEG' ? 'jpeg' : 'webp';
      const image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
      const bytes = await (format === 'jpeg' ? image.jpeg() : image.webp()).toBuffer();
      res.writeHead(200, { 'content-type': `image/${format}` });
      res.end(bytes);
      return;
    }
    json(res, 404, { message: 'unknown path' });
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: 'stub error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
