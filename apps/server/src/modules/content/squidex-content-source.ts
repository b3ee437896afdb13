import {
  BREAKPOINT_IMAGE_SIZE,
  BREAKPOINT_MIN_WIDTH,
  type CmsLanguage,
  type ContentBlock,
  type Faq,
  type Footnote,
  KEY_VISUAL_BREAKPOINTS,
  type KeyVisual,
  type KeyVisualBreakpoint,
} from '@kwk/shared/content/cms.schemas';
import { z } from 'zod';
import { type ContentSource, ContentUnavailableError } from './content-source.ts';

/**
 * A Squidex-compatible content service (spec §7), the subset the portal reads:
 * - `POST identity-server/connect/token` (form: grant_type=client_credentials, client_id,
 *   client_secret, scope=squidex-api) → `{ access_token, expires_in }`, fetched before the first
 *   request, again when it has expired and once on a 401;
 * - `GET api/content/{app}/content-bloecke[/{id}]` data `Titel`, `Inhalt` (localized);
 * - `GET api/content/{app}/keyvisual/{id}` data `Alt` (localized), `Bild` (iv: asset ids);
 * - `GET api/content/{app}/faqs`, `faq/{id}` data `Frage`, `Antwort`, `Gruppe` (localized), `Position` (iv);
 * - `GET api/content/{app}/fussnoten?$filter=data/Identifier/iv eq '…'` data `Identifier` (iv),
 *   `Titel`, `Gruppe`, `Inhalt` (localized);
 * - `POST api/content/{app}/graphql` `{ queryVariablenContents { flatData { Set Name Value } } }` with
 *   `X-Languages: {lang}`: flatData resolves a localized `Value` to that language, with the app's
 *   fallback to its master language (de); an invariant `Value` answers the same in every language;
 * - `GET api/assets/{app}/{id}?width&height&mode=Crop&format=WEBP|JPEG`.
 * A localized field is `{ de, en }`, an invariant one `{ iv }`. An `en` text missing falls back to `de`.
 */
export interface SquidexOptions {
  /** The service's root URL (e.g. https://cms.example), without `/api`. */
  url: string;
  appName: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?: () => number;
}

const field = z.record(z.string(), z.unknown()).optional();
const item = z.object({ id: z.string(), data: z.record(z.string(), field) });
type Item = z.infer<typeof item>;
const list = z.object({ items: z.array(item) });
const token = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
const graphVariables = z.object({
  data: z.object({
    queryVariablenContents: z.array(
      z.object({
        flatData: z.object({ Set: z.string().nullish(), Name: z.string(), Value: z.string().nullish() }),
      }),
    ),
  }),
});

/** A proxied asset's file name: the asset id, the breakpoint and the format. */
const ASSET_FILE = /^sq-([A-Za-z0-9-]{1,64})-(xl|lg|md|sm)\.(webp|jpg)$/;

/** A token is renewed this long before the service says it expires: clocks and queues differ. */
const TOKEN_MARGIN_MS = 30_000;

function text(data: Item['data'], name: string, lang: CmsLanguage): { value: string; lang: CmsLanguage } {
  const f = data[name];
  const pick = (k: string) => (typeof f?.[k] === 'string' ? (f[k] as string) : undefined);
  const wanted = pick(lang);
  if (wanted !== undefined) return { value: wanted, lang };
  return { value: pick('de') ?? pick('iv') ?? '', lang: 'de' };
}
function invariant(data: Item['data'], name: string): unknown {
  return data[name]?.iv;
}

export function createSquidexSource(options: SquidexOptions): ContentSource {
  const root = options.url.replace(/\/+$/, '');
  const app = encodeURIComponent(options.appName);
  const now = options.now ?? Date.now;
  let current: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  /** Any call: no answer (network, timeout) is 503; the clock starts before the request is sent. */
  const send = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(root + path, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'no answer';
      throw new ContentUnavailableError(503, reason);
    }
  };
  const readJson = async <T>(res: Response, schema: z.ZodType<T>): Promise<T> => {
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      // A body cut off by the timeout is no answer either.
      if (err instanceof Error && err.name === 'TimeoutError')
        throw new ContentUnavailableError(503, 'timeout');
      throw new ContentUnavailableError(502, 'unreadable answer');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ContentUnavailableError(502, 'unexpected answer');
    return parsed.data;
  };

  const fetchToken = async (): Promise<string> => {
    const res = await send('/identity-server/connect/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        scope: 'squidex-api',
      }).toString(),
    });
    if (!res.ok) throw new ContentUnavailableError(502, `token ${res.status}`);
    const t = await readJson(res, token);
    current = { value: t.access_token, expiresAt: now() + (t.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS };
    return t.access_token;
  };
  /** One token request at a time: parallel reads after a 401 must not each ask for one. */
  const bearer = (renew: boolean): Promise<string> => {
    if (!renew && current && current.expiresAt > now()) return Promise.resolve(current.value);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  /** An authorised call; 404 is null, a 401 gets one retry with a new token (spec §8). */
  const call = async (path: string, init: RequestInit = {}): Promise<Response | null> => {
    const used = await bearer(false);
    // The outgoing request's bearer token (the incoming Authorization header stays the auth hook's).
    const withToken = (t: string) => {
      const headers = new Headers(init.headers);
      headers.set('Authorization', `Bearer ${t}`);
      return { ...init, headers };
    };
    let res = await send(path, withToken(used));
    if (res.status === 401) {
      if (current?.value === used) current = undefined;
      res = await send(path, withToken(await bearer(true)));
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new ContentUnavailableError(502, `status ${res.status}`);
    return res;
  };
  const one = async (schemaName: string, id: string) => {
    const res = await call(`/api/content/${app}/${schemaName}/${encodeURIComponent(id)}`);
    return res ? readJson(res, item) : null;
  };
  const many = async (schemaName: string, query = '') => {
    const res = await call(`/api/content/${app}/${schemaName}${query}`);
    return res ? (await readJson(res, list)).items : [];
  };

  const blockOf = (i: Item, lang: CmsLanguage): ContentBlock => {
    const body = text(i.data, 'Inhalt', lang);
    return { Id: i.id, Title: text(i.data, 'Titel', lang).value, Body: body.value, Language: body.lang };
  };
  const faqOf = (i: Item, lang: CmsLanguage): Faq => {
    const answer = text(i.data, 'Antwort', lang);
    const position = invariant(i.data, 'Position');
    return {
      Id: i.id,
      Question: text(i.data, 'Frage', lang).value,
      Answer: answer.value,
      Group: text(i.data, 'Gruppe', lang).value,
      Position: typeof position === 'number' ? Math.trunc(position) : 0,
      Language: answer.lang,
    };
  };
  const footnoteOf = (i: Item, lang: CmsLanguage): Footnote => {
    const inhalt = text(i.data, 'Inhalt', lang);
    const identifier = invariant(i.data, 'Identifier');
    return {
      Id: i.id,
      Identifier: typeof identifier === 'string' ? identifier : '',
      Titel: text(i.data, 'Titel', lang).value,
      Gruppe: text(i.data, 'Gruppe', lang).value,
      Inhalt: inhalt.value,
      Language: inhalt.lang,
    };
  };
  const byGroupAndPosition = (a: Faq, b: Faq) => a.Group.localeCompare(b.Group) || a.Position - b.Position;

  return {
    kind: 'squidex',
    blocks: async (lang) => (await many('content-bloecke')).map((i) => blockOf(i, lang)),
    block: async (lang, id) => {
      const i = await one('content-bloecke', id);
      return i ? blockOf(i, lang) : null;
    },
    keyVisual: async (lang, id, imageBase): Promise<KeyVisual | null> => {
      const i = await one('keyvisual', id);
      const assets = i ? invariant(i.data, 'Bild') : undefined;
      const asset = Array.isArray(assets) && typeof assets[0] === 'string' ? assets[0] : undefined;
      if (!i || !asset || !/^[A-Za-z0-9-]{1,64}$/.test(asset)) return null;
      const alt = text(i.data, 'Alt', lang);
      const src = (bp: KeyVisualBreakpoint) => ({
        MinWidth: BREAKPOINT_MIN_WIDTH[bp],
        Width: BREAKPOINT_IMAGE_SIZE[bp].width,
        Height: BREAKPOINT_IMAGE_SIZE[bp].height,
        Webp: `${imageBase}sq-${asset}-${bp}.webp`,
        Jpeg: `${imageBase}sq-${asset}-${bp}.jpg`,
      });
      const sources = Object.fromEntries(
        KEY_VISUAL_BREAKPOINTS.map((bp) => [bp, src(bp)]),
      ) as KeyVisual['Sources'];
      return { Id: i.id, Alt: alt.value, Sources: sources, Language: alt.lang };
    },
    faqs: async (lang) => (await many('faqs')).map((i) => faqOf(i, lang)).sort(byGroupAndPosition),
    faq: async (lang, id) => {
      const i = await one('faq', id);
      return i ? faqOf(i, lang) : null;
    },
    footnotes: async (lang, identifier) => {
      // OData string literal: a quote is doubled.
      const filter =
        identifier === undefined
          ? ''
          : `?${new URLSearchParams({ $filter: `data/Identifier/iv eq '${identifier.replaceAll("'", "''")}'` })}`;
      return (await many('fussnoten', filter)).map((i) => footnoteOf(i, lang));
    },
    variables: async (lang, set, names) => {
      const res = await call(`/api/content/${app}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-languages': lang },
        body: JSON.stringify({ query: '{ queryVariablenContents { flatData { Set Name Value } } }' }),
      });
      if (!res) throw new ContentUnavailableError(502, 'graphql 404');
      const rows = (await readJson(res, graphVariables)).data.queryVariablenContents.map((c) => c.flatData);
      return rows
        .filter((r) => (r.Set ?? 'default') === set && (!names || names.includes(r.Name)))
        .map((r) => ({ Name: r.Name, Value: r.Value ?? '' }))
        .sort((a, b) => a.Name.localeCompare(b.Name));
    },
    image: async (file) => {
      const m = ASSET_FILE.exec(file);
      if (!m) return null;
      const size = BREAKPOINT_IMAGE_SIZE[m[2] as KeyVisualBreakpoint];
      const format = m[3] === 'jpg' ? 'jpeg' : 'webp';
      const query = new URLSearchParams({
        width: String(size.width),
        height: String(size.height),
        mode: 'Crop',
        format: format.toUpperCase(),
      });
      const res = await call(`/api/assets/${app}/${m[1]}?${query}`);
      if (!res) return null;
      let bytes: Buffer;
      try {
        bytes = Buffer.from(await res.arrayBuffer());
      } catch {
        throw new ContentUnavailableError(503, 'asset cut off');
      }
      // Not content-addressed: the service may replace an asset's file under the same id.
      return { bytes, contentType: `image/${format}`, cacheControl: 'public, max-age=3600' };
    },
  };
}
