/**
 * Our own translator in place of i18next (decision 029): the start page's JavaScript budget has no
 * room for a library whose features we do not use. It keeps i18next's behaviour for what the app
 * does use: nested keys, `{{var}}`, `_one`/`_other` plurals, `returnObjects`, `defaultValue`, the
 * key itself for a missing text, and the fallback language.
 */

/** A language's texts in one namespace: nested objects (and arrays) with strings at the leaves. */
export type Texts = { [key: string]: unknown };

export interface TOptions {
  /** Picks `key_one`/`key_other` (Intl.PluralRules of the language; `key_zero` for 0) and fills `{{count}}`. */
  count?: number;
  defaultValue?: string;
  /** Returns the array or object at the key, its strings interpolated. */
  returnObjects?: boolean;
  /** Values for `{{name}}`. */
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/**
 * Keys that would reach an object's prototype. Tenant texts come from the console and travel in
 * every page, so a key like `__proto__.x` must never write to or read from Object.prototype.
 */
const UNSAFE_KEY = new Set(['__proto__', 'constructor', 'prototype']);
/** An own property only: never one inherited from Object.prototype. */
const own = (node: unknown, part: string): unknown =>
  isTexts(node) && Object.hasOwn(node, part) ? node[part] : undefined;

/** i18next's deepExtend: objects merge; an existing string stays unless `overwrite`. */
function merge(target: Texts, source: Texts, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (UNSAFE_KEY.has(key)) continue;
    const old = target[key];
    if (!Object.hasOwn(target, key)) target[key] = value;
    else if (isTexts(old) && isTexts(value)) merge(old, value, overwrite);
    else if (overwrite) target[key] = value;
  }
}

/** `{{name}}` from the options; a name not passed at all stays as it is (i18next's skipOnVariables). */
function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = options[key];
    if (value === undefined) return Object.hasOwn(options, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

function interpolateAll(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, options));
  if (isTexts(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, options)]),
    );
  }
  return value;
}

export class Translator {
  language: string;
  private readonly fallback: string;
  private readonly store: Record<string, Record<string, Texts>> = {};
  private readonly plurals: Record<string, Intl.PluralRules> = {};
  private readonly listeners = new Set<() => void>();
  private readonly fixed: Record<string, TFunction> = {};
  private version = 0;

  constructor(language: string, fallback: string) {
    this.language = language;
    this.fallback = fallback;
  }

  /** For useSyncExternalStore: a change of language or texts bumps the version. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private bundle(language: string, ns: string): Texts {
    this.store[language] ??= {};
    this.store[language][ns] ??= {};
    return this.store[language][ns];
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.store[language]?.[ns] !== undefined;
  }

  /** Merges a copy of `texts` (i18next's signature; a shallow merge when not `deep`). */
  addResourceBundle(language: string, ns: string, texts: Texts, deep = false, overwrite = false): void {
    const copy = JSON.parse(JSON.stringify(texts)) as Texts;
    if (deep) merge(this.bundle(language, ns), copy, overwrite);
    else Object.assign(this.bundle(language, ns), copy);
    this.changed();
  }

  /** One text at a dotted key (`home.title`), creating the objects on the way. */
  addResource(language: string, ns: string, key: string, value: string): void {
    const path = key.split('.');
    if (path.some((part) => UNSAFE_KEY.has(part))) return;
    const last = path.pop() as string;
    let node = this.bundle(language, ns);
    for (const part of path) {
      if (!isTexts(own(node, part))) node[part] = {};
      node = node[part] as Texts;
    }
    node[last] = value;
    this.changed();
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    this.changed();
  }

  private pluralSuffix(language: string, count: number): string {
    this.plurals[language] ??= new Intl.PluralRules(language);
    return `_${this.plurals[language].select(count)}`;
  }

  /** The text at `key` in `language`, else in the fallback; plural forms before the bare key. */
  private find(language: string, ns: string, key: string, count: number | undefined): unknown {
    const languages = language === this.fallback ? [language] : [language, this.fallback];
    for (const code of languages) {
      const keys = [key];
      if (count !== undefined) {
        keys.unshift(key + this.pluralSuffix(code, count));
        if (count === 0) keys.unshift(`${key}_zero`);
      }
      for (const candidate of keys) {
        let node: unknown = this.store[code]?.[ns];
        for (const part of candidate.split('.')) node = own(node, part);
        if (node !== undefined && node !== null) return node;
      }
    }
    return undefined;
  }

  /** The `t` for one language and namespace (one function each, so effects can depend on it). */
  getFixedT(language: string, ns: string): TFunction {
    const id = `${language}|${ns}`;
    this.fixed[id] ??= ((key: string, options: TOptions = {}) => {
      const count = typeof options.count === 'number' ? options.count : undefined;
      const value = this.find(language, ns, key, count) ?? options.defaultValue ?? key;
      if (isTexts(value)) return options.returnObjects ? interpolateAll(value, options) : key;
      return interpolate(String(value), options);
    }) as TFunction;
    return this.fixed[id];
  }
}
