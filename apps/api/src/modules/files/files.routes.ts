import { z } from 'zod';
import type { Routes } from '../../http/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { FilesService } from './files.service.js';

/** Private files through signed, expiring, viewer-bound links (business-rules "Content access"). */
export const filesRoutes: Routes<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/private/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A private file through a signed link',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
        querystring: z.object({ v: z.string().max(64), exp: z.coerce.number(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { v, exp, sig } = request.query;
      if (!(await files.verifySignature(request.params.id, v, exp, sig)))
        throw forbidden('This link has expired or is not valid');
      const row = await files.get(request.params.id);
      const body = row && (await files.read(row));
      if (!row || !body) throw notFound();
      return reply
        .header('content-type', row.mimeType)
        .header('cache-control', 'private, max-age=60')
        .header('content-disposition', 'inline')
        .send(body);
    },
  );
};
