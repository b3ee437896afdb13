/**
 * The my-data module's public face (decision 075): the My Data service (Meine Daten). Other modules
 * import this file or `my-data.module.ts`, nothing else of the module (scripts/module-graph.mjs
 * checks it).
 */

export type { MyDataService } from './my-data.service.ts';
