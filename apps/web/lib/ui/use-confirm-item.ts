'use client';

import { useState } from 'react';
import { rethrowMessage } from '@/lib/forms/form-failure';
import { toast } from '@/lib/toast';

/**
 * An "are you sure?" about one item of a list (delete it, cancel it) for `ConfirmDialog`
 * (features/assets/confirm-dialog.tsx): `ask(item)` opens it, `item` is the one asked about and
 * `dialog` is the dialog's `opened`, `onConfirm` and `onClose`. Confirming runs `run(item)` (an RTK
 * Query call's `.unwrap()`, or any promise), then toasts `done`; a failure keeps the dialog open
 * and its message is the dialog's error toast.
 */
export function useConfirmItem<T>(run: (item: T) => Promise<unknown>, done: string) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    ask: (next: T) => setItem(() => next),
    dialog: {
      opened: item !== null,
      onConfirm: async () => {
        if (item === null) return;
        await run(item).catch(rethrowMessage);
        toast.success(done);
      },
      onClose: () => setItem(null),
    },
  };
}
