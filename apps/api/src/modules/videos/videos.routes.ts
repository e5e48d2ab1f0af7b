import { z } from 'zod';
import { videoEditFieldsSchema, videoFieldsSchema, videoQuerySchema, videoSchema } from '@fanlane/shared';
import { idParam } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { contentRoutes, contentViewer } from '../content/content-routes.js';
import type { RouteDeps } from '../content/deps.js';
import type { VideosService } from './videos.service.js';

/** Videos: the creator's uploads and edits (multipart), and what fans see (contract 3.11). */
export const videosRoutes: Routes<RouteDeps & { videos: VideosService }> = async (
  app,
  { videos, media, geo, tmpDir },
) => {
  const content = contentRoutes(app, ['videos'], contentViewer(geo), { media, tmpDir });
  const { owner, viewer, creator } = content;

  /** The multipart parts `video`, `teaser`, `thumbnail` (each within its kind's limit). */
  const parts = { video: 'video', teaser: 'teaser', thumbnail: 'thumbnail' } as const;

  content.uploadOwn(
    '/performer/performer-assets/videos/upload',
    {
      summary: 'Uploads a video (multipart: video, optional teaser and thumbnail, text fields)',
      response: videoSchema,
    },
    { parts, fields: videoFieldsSchema },
    videos.upload,
  );

  content.editOwn(
    '/performer/performer-assets/videos/edit/:id',
    {
      summary: 'Edits a video (multipart PUT, every part optional; replaced files are deleted)',
      response: videoSchema,
    },
    { parts, fields: videoEditFieldsSchema },
    videos.edit,
  );

  content.searchOwn(
    '/performer/performer-assets/videos/search',
    { querystring: videoQuerySchema, response: videoSchema },
    videos.searchOwn,
  );

  content.viewOwn('/performer/performer-assets/videos/:id/view', { response: videoSchema }, videos.viewOwn);

  content.del(
    '/performer/performer-assets/videos/remove-file/:id',
    {
      ...creator,
      summary: 'Removes the teaser or the thumbnail of a video',
      params: idParam,
      body: z.object({ type: z.enum(['teaser', 'thumbnail']) }),
      response: z.literal(true),
    },
    async (request) => videos.removeFile(owner(request), request.params.id, request.body.type, viewer(request).isAdmin),
  );

  content.removeOwn('/performer/performer-assets/videos/:id', {}, videos.remove);

  content.search(
    '/performer-assets/videos/search',
    {
      summary: 'Published videos of visible creators (no playable URLs in lists)',
      querystring: videoQuerySchema,
      response: videoSchema,
    },
    videos.search,
  );

  content.one(
    '/performer-assets/videos/:id',
    { summary: 'A video by id or slug (views +1); playable only for entitled viewers', response: videoSchema },
    videos.get,
  );

  content.fileStatus(
    '/performer-assets/videos/:id/file/:fileId/status',
    {
      summary: "Processing status of a video's file; the URL only for entitled viewers",
      params: z.object({ id: z.string().min(1).max(120), fileId: z.string().max(64) }),
    },
    videos.fileStatus,
  );
};
