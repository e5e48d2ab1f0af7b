import { z } from 'zod';
import { bannerSchema, promoInputSchema } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { currentUser, requireStaff } from '../auth/auth.plugin.js';
import type { CatalogAdminService } from '../catalog/catalog-admin.service.js';
import type { FilesService } from '../files/files.service.js';
import { IMAGE_MAX_BYTES } from '../users/profile-media.js';
import type { AdminService } from './admin.service.js';

/** The branding settings that hold a picture, and the largest side each is stored at. */
const BRANDING_IMAGES = { logoUrl: 800, darkmodeLogoUrl: 800, favicon: 256, loginPlaceholderImage: 1800 } as const;
type BrandingImage = keyof typeof BRANDING_IMAGES;
const MESSAGES = { missingFile: (field: string) => `Missing file "${field}"` };

/**
 * The console's uploads and mail check (issue #18 Catalog and Settings): a branding picture (logo,
 * dark logo, favicon, sign-in image) stored publicly and written to its setting; a site promo with
 * its picture in one multipart request (`POST /admin/banner`, field `banner`, Fanso's path); a test
 * mail to check the mail set-up. Each audited.
 */
export const adminFilesRoutes: Routes<{
  admin: AdminService;
  catalogAdmin: CatalogAdminService;
  files: FilesService;
  mailer: Mailer;
  audit: AuditService;
  tmpDir: string;
}> = async (app, { admin, catalogAdmin, files, mailer, audit, tmpDir }) => {
  /** Reads one image part of a multipart request and stores it publicly; `fields` are the text parts. */
  async function storedImage(request: Parameters<typeof readMultipart>[0], field: string, maxSide: number) {
    const body = await readMultipart(request, { [field]: IMAGE_MAX_BYTES }, tmpDir);
    try {
      const upload = body.files.get(field);
      if (!upload) throw badRequest(MESSAGES.missingFile(field));
      const file = await files.storeImage(currentUser(request).id, upload, {
        type: `site-${field}`,
        acl: 'public',
        maxSide,
      });
      return { file, fields: body.fields };
    } finally {
      await body.cleanup();
    }
  }

  const { post } = routes(app, ['admin']);

  post(
    '/admin/settings/files/:key',
    {
      onRequest: requireStaff('settings'),
      summary:
        'Upload a branding picture (multipart, field `file`): logoUrl, darkmodeLogoUrl, favicon or loginPlaceholderImage; the setting becomes its public URL; audited (settings.update)',
      consumes: ['multipart/form-data'],
      params: z.object({ key: z.enum(Object.keys(BRANDING_IMAGES) as [BrandingImage, ...BrandingImage[]]) }),
      response: z.object({ key: z.string(), url: z.string() }),
    },
    async (request) => {
      const { key } = request.params;
      const { file } = await storedImage(request, 'file', BRANDING_IMAGES[key]);
      const url = files.publicUrl(file);
      await admin.updateSettings(actorOf(request), { [key]: url });
      return { key, url };
    },
  );

  post(
    '/admin/banner',
    {
      onRequest: requireStaff('catalog'),
      summary:
        'Create a site promo with its picture (multipart: file `banner`, text parts title, description, link, position, status, ordering); active ones appear in GET /site-promo/search with photo.url; audited (promo.create)',
      consumes: ['multipart/form-data'],
      response: bannerSchema,
    },
    async (request) => {
      const { file, fields } = await storedImage(request, 'banner', 2400);
      const input = promoInputSchema.safeParse(fields);
      if (!input.success) throw badRequest(input.error.issues.map((i) => i.message).join('; '));
      return catalogAdmin.createPromo(actorOf(request), input.data, file.storageKey);
    },
  );

  post(
    '/admin/mail/test',
    {
      preHandler: requireStaff('settings'),
      summary:
        'Send a test mail (to the given address, else the caller’s): through SMTP when set up, else into the local outbox; audited (mail.test)',
      body: z.object({ to: z.email('to: an email address').max(254).optional() }),
      response: z.object({ to: z.string(), outbox: z.boolean() }),
    },
    async (request) => {
      const to = request.body.to ?? currentUser(request).email;
      if (!to) throw badRequest('to: an email address');
      await mailer.send({
        to,
        subject: 'Test mail from the back-office',
        text: 'This is a test mail sent from the back-office: the mail set-up works.',
        html: '<p>This is a test mail sent from the back-office: the mail set-up works.</p>',
      });
      await audit.record(actorOf(request), { action: 'mail.test', targetType: 'settings', after: { to } });
      return { to, outbox: mailer.outbox !== null };
    },
  );
};
