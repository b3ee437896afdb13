/**
 * A text key as the SPA looks texts up: dotted words (`home.claim`, `footer.text`), none of them a
 * name that reaches an object's prototype (`__proto__`, `constructor`, `prototype`). Zod-free, so
 * the console's texts editor checks a new key as the server does (tenant-texts.schemas.ts).
 */
export const TEXT_KEY =
  /^(?!(?:.*\.)?(?:__proto__|constructor|prototype)(?:\.|$))[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
export const TEXT_KEY_MAX_LENGTH = 200;

/** Whether the server takes `key` as a text key. */
export const isTextKey = (key: string) => key.length <= TEXT_KEY_MAX_LENGTH && TEXT_KEY.test(key);
