/**
 * The captcha module's public face (decision 075): the captcha service. Other modules import this
 * file or `captcha.module.ts`, nothing else of the module (scripts/module-graph.mjs checks it).
 */

export type { CaptchaService } from './captcha.service.ts';
