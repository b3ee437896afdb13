import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The widget's embed script for host pages (issue 16): one classic script, no framework, built
 * after the portal into `dist/widget/embed.v1.js`. The name carries the message format's version
 * (README "Widget"), not a content hash: host pages link it once, so it is cached for an hour.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [precompress({ under: 'widget' })],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: {
      entry: 'src/widget/embed.ts',
      formats: ['iife'],
      name: 'kwkEmbed',
      fileName: () => 'widget/embed.v1.js',
    },
  },
});
