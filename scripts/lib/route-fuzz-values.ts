import fc from 'fast-check';

/**
 * The values the route fuzzer (route-fuzz.ts) puts into paths, queries and bodies: mostly what a
 * field's JSON schema allows, now and then poisoned or hostile.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'x\ud83d',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  'x'.repeat(10_000),
  '😀👍🏽',
  '\u202etxet',
  'ß\u0301',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "'; drop table referrals; --",
  '<script>alert(1)</script>',
  'null',
  '-1',
  '1e309',
  // Days that look like dates but do not exist (issue 27: they once answered 500).
  '2026-13-01',
  '2026-02-30',
  '0000-00-00',
  '2026-01-01..2026-13-01',
];
const HOSTILE_NUMBERS = [-1, 0, 1.5, -2_147_483_649, 2_147_483_648, 2 ** 53, 1e308, -1e308];
const WRONG_TYPES = [null, true, false, [], {}, [1, 'a'], { a: { b: '\u0000' } }];
/** Bodies no schema describes: broken JSON, prototype keys, deep nesting. */
export const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];
/** Path segments sent as they are: bad percent escapes, an encoded lone surrogate, dots. */
export const RAW_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%C0%AF', '..', '%2e%2e', '%00', '%0A'];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

function stringFitting(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.org', 'a@b.de', 'x+y@example.org');
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from (lookahead): plain strings test it all the same.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = Math.max(schema.minimum ?? -1e9, -1e9);
  const max = Math.min(schema.maximum ?? 1e9, 1e9);
  switch (type) {
    case 'string':
      return stringFitting(schema);
    case 'integer':
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 5
        ? fc.constant([])
        : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 5 ? fc.constant({}) : objectFitting(schema, depth);
    default:
      return hostile;
  }
}

export const MISSING = Symbol('missing');

/** Each property present or missing (a required one mostly present), plus now and then a stray key. */
function objectFitting(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const props = Object.entries(schema.properties ?? {}).map(([key, sub]) =>
    fc
      .option(valueFor(sub, depth + 1), { nil: MISSING, freq: required.has(key) ? 10 : 2 })
      .map((value) => [key, value] as const),
  );
  const stray = fc.option(hostile, { nil: MISSING, freq: 1 }).map((value) => ['fuzzExtra', value] as const);
  return fc
    .tuple(...props, stray)
    .map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== MISSING)));
}

/** Characters that pass a length or type check but not a database: put into otherwise fitting text. */
const POISON = ['\u0000', '\ud800', '\udfff', '\u001b', '\u0085', '\u007f'];

/** Fitting text with one poisoned character in it, where a field's own rules would let it through. */
const poisoned = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom(...POISON), fc.nat())
    .map(([s, bad, at]) => `${s.slice(0, at % (s.length + 1))}${bad}${s.slice(at % (s.length + 1))}`);

/** Mostly a value the schema allows (text now and then poisoned), sometimes a hostile one. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const fit = fitting(schema, depth);
  const isText = schema.type === 'string' && !schema.enum;
  return fc.oneof(
    { weight: 3, arbitrary: fit },
    { weight: isText ? 2 : 0, arbitrary: poisoned(fit as fc.Arbitrary<string>) },
    { weight: 1, arbitrary: hostile },
  );
}

/** A lone surrogate cannot be percent-encoded: it leaves a client as U+FFFD, as a browser sends it. */
export const inUrl = (value: unknown) =>
  encodeURIComponent(
    (typeof value === 'string' ? value : JSON.stringify(value)).replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\ufffd',
    ),
  );
