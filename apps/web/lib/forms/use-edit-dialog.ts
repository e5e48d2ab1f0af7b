'use client';

import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useEditorSave } from '@/features/studio/use-editor-save';

/**
 * The form of a dialog that edits one item (a photo, a reel): open while `item` is set, reset to
 * `valuesOf(item)` (a function made once, at module level) whenever another item opens, `save` on a
 * valid submit with its failure's message above the fields. `dialog` is what `DialogForm`
 * (features/studio/editor-frame) takes besides its title, test id and `onClose`.
 */
export function useEditDialog<Item, V extends FieldValues>(
  item: Item | null,
  {
    empty,
    valuesOf,
    save,
    resolver,
  }: {
    empty: DefaultValues<V>;
    valuesOf: (item: Item) => DefaultValues<V>;
    save: (item: Item, values: V) => Promise<unknown>;
    resolver?: Resolver<V>;
  },
) {
  const { formError, setFormError, attempt } = useEditorSave();
  const form = useForm<V>({ resolver, defaultValues: empty });
  const { reset } = form;
  useEffect(() => {
    if (!item) return;
    reset(valuesOf(item));
    setFormError(null);
  }, [item, reset, setFormError, valuesOf]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (item) await attempt(() => save(item, values));
  });
  const dialog = { opened: item !== null, onSubmit, error: formError, loading: form.formState.isSubmitting };
  return { form, dialog };
}
