import { describe, expect, it } from 'vitest';
import { startChunks, startPageModules } from './start-chunks.ts';

/** A module graph as the chunking pass shows it: each id with the ids it imports statically. */
const graph = (edges: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null),
});

describe('the start page in one chunk', () => {
  it('collects what the entry and the start route import statically, transitively, and nothing else', () => {
    const ctx = graph({
      main: ['router', 'react'],
      router: ['react', 'main'],
      react: [],
      home: ['offer', 'react'],
      offer: ['rules'],
      rules: [],
      login: ['form'],
      form: ['rules'],
    });
    expect([...startPageModules(ctx, ['main', 'home'])].sort()).toEqual([
      'home',
      'main',
      'offer',
      'react',
      'router',
      'rules',
    ]);
  });

  it('names the entry chunk index-[hash] (e2e waits for it) and every other chunk by its hash', () => {
    expect(startChunks.chunkFileNames({ name: 'index' })).toBe('assets/[name]-[hash].js');
    expect(startChunks.chunkFileNames({ name: 'login' })).toBe('assets/[hash].js');
  });
});
