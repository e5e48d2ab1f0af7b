import { z } from 'zod';
import type { Routes } from '../../http/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { FilesService } from './files.service.js';

/** Parses a single `bytes=a-b` range against a length; null when absent or not satisfiable. */
function byteRange(header: string | undefined, length: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, length - Number(match[2]));
    end = length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? length - 1 : Math.min(Number(match[2]), length - 1);
  }
  return start > end || start >= length ? 'invalid' : { start, end };
}

/** Private files through signed, expiring, viewer-bound links (business-rules "Content access"). */
export const filesRoutes: Routes<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/private/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A private file (or a variant of it) through a signed link; byte ranges for media players',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
        querystring: z.object({
          v: z.string().max(64),
          exp: z.coerce.number(),
          sig: z.string().max(100),
          variant: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { v, exp, sig, variant = '' } = request.query;
      if (!(await files.verifySignature(request.params.id, v, exp, sig, variant)))
        throw forbidden('This link has expired or is not valid');
      const row = await files.get(request.params.id);
      const key = row && files.keyOf(row, variant);
      const size = key ? await files.sizeOf(key) : null;
      if (!row || !key || size === null) throw notFound();
      reply
        .header('content-type', variant ? 'image/webp' : row.mimeType)
        .header('cache-control', 'private, max-age=60')
        .header('content-disposition', 'inline')
        .header('accept-ranges', 'bytes');
      const range = byteRange(request.headers.range, size);
      if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${size}`).send();
      const opened = await files.streamKey(key, range ?? undefined);
      if (!opened) throw notFound();
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      }
      return reply.header('content-length', range ? range.end - range.start + 1 : size).send(opened.body);
    },
  );
};
