import { useEffect } from 'react';

let siteTitle = 'Dropforge';

export function setSiteTitle(title: string): void {
  if (title) siteTitle = title;
}

/** Sets `document.title` to `page · site` (or the site title alone). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${siteTitle}` : siteTitle;
  }, [page]);
}
