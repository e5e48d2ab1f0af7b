'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';

/**
 * An editor's save: runs the request and keeps its failure as the form's message (cleared when a
 * new attempt starts). `attempt` resolves to the request's answer, or undefined when it failed.
 */
export function useEditorSave() {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useCallback(async <T>(request: () => Promise<T>): Promise<T | undefined> => {
    setFormError(null);
    try {
      return await request();
    } catch (error) {
      setFormError(messageOf(error));
      return undefined;
    }
  }, []);
  return { formError, setFormError, attempt };
}

/**
 * A studio editor's page save: on success a toast, then back to the list (`?saved=<id>`, which the
 * list highlights) with the server data read again; on failure the message above the form.
 */
export function useSaveToList(listPath: string) {
  const router = useRouter();
  const { formError, setFormError, attempt } = useEditorSave();
  const save = (request: () => Promise<string>, success: string) =>
    attempt(async () => {
      const id = await request();
      toast.success(success);
      router.push(`${listPath}?saved=${encodeURIComponent(id)}`);
      router.refresh();
    });
  return { formError, setFormError, save };
}
