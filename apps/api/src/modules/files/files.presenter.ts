import type { FileUpload } from '@fanlane/shared';
import type { FileRow } from './files.service.js';

export const presentUpload = (file: FileRow, url: string): FileUpload => ({
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
