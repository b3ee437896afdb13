import { useEffect } from 'react';

/**
 * Sets document.title and the meta description for the current page. Done imperatively on the
 * one existing <meta> so navigating between pages never leaves two descriptions behind.
 */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
