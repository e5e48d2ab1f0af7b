'use client';

import {
  MENU_SECTIONS,
  SITE_PAGE_STATUSES,
  menuInputSchema,
  sitePageInputSchema,
  type AdminMenu,
  type SitePageRecord,
} from '@fanlane/shared';
import { ORDERING_FIELD } from './catalog-field-table';
import { catalogEditorFor } from './catalog-forms';
import { useSaveMenuMutation, useSaveSitePageMutation } from './site.api';

/** Creates or edits a site page (terms, about…): title, slug, summary, content, order, draft or published. */
export const SitePageFormModal = catalogEditorFor<SitePageRecord>({
  kind: 'pages',
  testId: 'page-form',
  schema: sitePageInputSchema,
  useSave: useSaveSitePageMutation,
  statuses: SITE_PAGE_STATUSES,
  fields: [
    { kind: 'hidden', name: 'type', initial: 'page' },
    { kind: 'text', name: 'title', initial: '', required: true, input: { maxLength: 200 } },
    { kind: 'text', name: 'slug', initial: '', hint: 'pageSlugHint', required: true, input: { maxLength: 100 } },
    {
      kind: 'textarea',
      name: 'shortDescription',
      label: 'summary',
      initial: '',
      input: { minRows: 2, maxLength: 500 },
    },
    { kind: 'textarea', name: 'content', initial: '', hint: 'contentHint', input: { minRows: 6, maxRows: 16 } },
    ORDERING_FIELD,
  ],
});

/** Creates or edits a menu entry: title, a site path or an address, its section, order, help text, new tab. */
export const MenuFormModal = catalogEditorFor<AdminMenu>({
  kind: 'menus',
  testId: 'menu-form',
  schema: menuInputSchema,
  useSave: useSaveMenuMutation,
  statuses: null,
  fields: [
    { kind: 'text', name: 'title', initial: '', required: true, input: { maxLength: 100 } },
    { kind: 'text', name: 'path', initial: '', hint: 'pathHint', required: true, input: { maxLength: 500 } },
    { kind: 'text', name: 'help', initial: '', input: { maxLength: 200 } },
    { kind: 'choice', name: 'section', initial: 'footer', options: MENU_SECTIONS, labels: 'sections' },
    ORDERING_FIELD,
    { kind: 'switch', name: 'internal', initial: true },
    { kind: 'switch', name: 'isNewTab', initial: false },
  ],
});
