import { defineModule } from '../../lib/app-module.ts';
import { createTokensService } from './tokens.service.ts';

/** One-time action tokens (access links, reward pickup links, login tokens). */
export const tokensModule = defineModule({
  name: 'tokens',
  needs: [],
  services: ({ clock }) => ({ tokens: createTokensService({ clock }) }),
});
