import { cache } from 'react';
import { isApiError } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';

export interface SitePage {
  _id: string;
  title: string;
  slug: string;
  shortDescription: string;
  content: string;
  updatedAt: string;
}

/** GET /posts/{slug}: a published site page, or null. */
export const loadSitePage = cache(async (slug: string): Promise<SitePage | null> => {
  const api = await getServerApi();
  try {
    return await api.get<SitePage>(`/posts/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
});

/** Page content is plain text: blank lines separate paragraphs. */
export const paragraphsOf = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
