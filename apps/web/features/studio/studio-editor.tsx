'use client';

import { useTranslations } from 'next-intl';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues } from 'react-hook-form';
import { checkedBy } from '@/features/feeds/composer/composer-form';
import { UploadProgress } from '@/features/media/upload-progress';
import type { UploadRequest } from '@/lib/api/upload';
import { useUpload } from '@/lib/api/use-upload';
import { CREATOR_PRODUCTS_PATH, CREATOR_VIDEOS_PATH } from '@/lib/routes';
import { EditorActions, EditorForm, EditorPage } from './editor-frame';
import { useSaveToList } from './use-editor-save';

/**
 * The page editors of the studio: what each edits and its list. Their words are under
 * `studio.editor.<kind>` (back, new, edit, create: the submit button of a new item).
 */
const EDITORS = {
  video: { list: CREATOR_VIDEOS_PATH },
  product: { list: CREATOR_PRODUCTS_PATH },
} as const;

type EditorKind = keyof typeof EDITORS;

/**
 * The state of a page editor: new or edit, the upload's progress, and its save. `send` sends the
 * item with its files in one multipart request (POST when new, PUT when edited) and, once saved,
 * goes back to the list with `success` as a toast.
 */
export function useStudioEditor(kind: EditorKind, editing: boolean) {
  const { formError, save } = useSaveToList(EDITORS[kind].list);
  const { upload, uploading, progress } = useUpload();
  const send = (path: string, request: Pick<UploadRequest, 'fields' | 'files'>, success: string) =>
    save(
      async () => (await upload<{ _id: string }>(path, { method: editing ? 'PUT' : 'POST', ...request }))._id,
      success,
    );
  return { kind, editing, formError, send, uploading, progress };
}

/**
 * A page editor's form, checked by `check` on every submit (it may read the editor's state, such
 * as the files chosen): `submitWith(send)` is the form's submit, which sends the checked fields.
 */
export function useStudioForm<V extends FieldValues, F>({
  editor,
  defaultValues,
  check,
}: {
  editor: ReturnType<typeof useStudioEditor>;
  defaultValues: DefaultValues<V>;
  check: (values: V) => { ok: true; fields: F } | { ok: false; errors: Record<string, string> };
}) {
  const form = useForm<V>({ resolver: checkedBy(check), defaultValues });
  return {
    control: form.control,
    watch: form.watch,
    busy: editor.uploading || form.formState.isSubmitting,
    /** A file's message from the check (the files are not fields of the form). */
    fileError: (name: string): string | undefined => {
      const error: FieldError | undefined = get(form.formState.errors, name);
      return error?.message;
    },
    submitWith: (send: (fields: F, values: V) => Promise<unknown>) =>
      form.handleSubmit(async (values) => {
        const result = check(values);
        if (result.ok) await send(result.fields, values);
      }),
  };
}

/**
 * The one media editor frame of a page editor (new and edit): the studio sections, the way back to
 * the list, "New video" or "Edit video", the form with its message, the fields, the upload's
 * progress, Cancel and the submit button. Test ids: `<kind>-form`, `<kind>-submit`.
 */
export function StudioEditor({
  editor,
  onSubmit,
  busy,
  aside,
  children,
}: {
  editor: ReturnType<typeof useStudioEditor>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  /** Beside the title (a state badge). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('studio.editor');
  const { kind, editing } = editor;
  const { list } = EDITORS[kind];
  const title = editing ? t(`${kind}.edit`) : t(`${kind}.new`);
  return (
    <EditorPage maw={820} back={{ href: list, label: t(`${kind}.back`) }} title={title} aside={aside}>
      <EditorForm label={title} testId={`${kind}-form`} onSubmit={onSubmit} error={editor.formError}>
        {children}
        {editor.uploading ? <UploadProgress value={editor.progress} label={t('uploading')} /> : null}
        <EditorActions
          ruled
          cancel={list}
          submit={editing ? t('saveChanges') : t(`${kind}.create`)}
          submitTestId={`${kind}-submit`}
          loading={busy}
        />
      </EditorForm>
    </EditorPage>
  );
}
