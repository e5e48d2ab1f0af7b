import { z } from 'zod';
import type { FileRow } from './files.service.js';

/** File upload answer of contract 4.17. */
export const fileUploadSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
  type: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  status: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

export const presentUpload = (file: FileRow, url: string): z.infer<typeof fileUploadSchema> => ({
  success: true,
  _id: file.id,
  type: file.type,
  name: file.name,
  mimeType: file.mimeType,
  size: file.size,
  width: file.width,
  height: file.height,
  status: file.status,
  url,
  createdAt: file.createdAt.toISOString(),
});
