'use client';

import {
  MENU_SECTIONS,
  SITE_PAGE_STATUSES,
  menuInputSchema,
  sitePageInputSchema,
  type AdminMenu,
  type SitePageRecord,
} from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { NumberField, SegmentedField, SwitchField, TextareaField } from '@/lib/forms/fields';
import { CatalogEditor } from './catalog-forms';
import { useSaveMenuMutation, useSaveSitePageMutation } from './site.api';

interface ModalProps<T> {
  /** The record being edited; null to create one. */
  editing: T | null;
  onClose: () => void;
}

const Ordering = () => {
  const t = useTranslations('admin.catalog');
  return (
    <NumberField<{ ordering: number }> name="ordering" label={t('fields.ordering')} min={0} allowDecimal={false} />
  );
};

/** Creates or edits a site page (terms, about…): title, slug, summary, content, order, draft or published. */
export function SitePageFormModal({ editing, onClose }: ModalProps<SitePageRecord>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSaveSitePageMutation();
  return (
    <CatalogEditor
      title={editing ? t('pages.edit') : t('pages.new')}
      testId="page-form"
      schema={sitePageInputSchema as never}
      withCommon={false}
      statuses={SITE_PAGE_STATUSES}
      defaultValues={{
        type: editing?.type ?? 'page',
        title: editing?.title ?? '',
        slug: editing?.slug ?? '',
        shortDescription: editing?.shortDescription ?? '',
        content: editing?.content ?? '',
        ordering: editing?.ordering ?? 0,
        status: editing?.status === 'published' ? 'published' : 'draft',
      }}
      save={(body) => save({ id: editing?._id, body: body as never }).unwrap()}
      onClose={onClose}
      texts={[
        { name: 'title', label: t('fields.title'), maxLength: 200, required: true },
        {
          name: 'slug',
          label: t('fields.slug'),
          description: t('fields.pageSlugHint'),
          maxLength: 100,
          required: true,
        },
      ]}
    >
      {() => (
        <>
          <TextareaField<{ shortDescription: string }>
            name="shortDescription"
            label={t('fields.summary')}
            autosize
            minRows={2}
            maxLength={500}
          />
          <TextareaField<{ content: string }>
            name="content"
            label={t('fields.content')}
            description={t('fields.contentHint')}
            autosize
            minRows={6}
            maxRows={16}
          />
          <Ordering />
        </>
      )}
    </CatalogEditor>
  );
}

/** Creates or edits a menu entry: title, a site path or an address, its section, order, help text, new tab. */
export function MenuFormModal({ editing, onClose }: ModalProps<AdminMenu>) {
  const t = useTranslations('admin.catalog');
  const [save] = useSaveMenuMutation();
  return (
    <CatalogEditor
      title={editing ? t('menus.edit') : t('menus.new')}
      testId="menu-form"
      schema={menuInputSchema as never}
      withCommon={false}
      statuses={null}
      defaultValues={{
        title: editing?.title ?? '',
        path: editing?.path ?? '',
        help: editing?.help ?? '',
        internal: editing?.internal ?? true,
        section: editing?.section ?? 'footer',
        ordering: editing?.ordering ?? 0,
        isNewTab: editing?.isNewTab ?? false,
      }}
      save={(body) => save({ id: editing?._id, body: body as never }).unwrap()}
      onClose={onClose}
      texts={[
        { name: 'title', label: t('fields.title'), maxLength: 100, required: true },
        { name: 'path', label: t('fields.path'), description: t('fields.pathHint'), maxLength: 500, required: true },
        { name: 'help', label: t('fields.help'), maxLength: 200 },
      ]}
    >
      {() => (
        <>
          <SegmentedField<{ section: string }>
            name="section"
            label={t('fields.section')}
            data={MENU_SECTIONS.map((value) => ({ value, label: t(`sections.${value}`) }))}
          />
          <Ordering />
          <SwitchField<{ internal: boolean }> name="internal" label={t('fields.internal')} />
          <SwitchField<{ isNewTab: boolean }> name="isNewTab" label={t('fields.isNewTab')} />
        </>
      )}
    </CatalogEditor>
  );
}
