'use client';

import { useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';

export interface BusyRunOptions {
  /** The list row it runs for, when every row has the button: `isRunning(key)` spins only that one. */
  key?: string;
  /** Called before the error toast, to undo an optimistic change. */
  onError?: (error: unknown) => void;
}

/**
 * What a button does when pressed, and its spinner: `run(work)` is `busy` while `work` runs and shows
 * a failure as an error toast (titled `errorTitle` when given); the caller's state stays as it was.
 */
export function useBusyAction(errorTitle?: string) {
  const [running, setRunning] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, { key = '', onError }: BusyRunOptions = {}) => {
    setRunning(key);
    try {
      await work();
    } catch (error) {
      onError?.(error);
      toast.error(messageOf(error), errorTitle);
    } finally {
      setRunning(null);
    }
  };

  return { busy: running !== null, isRunning: (key: string) => running === key, run };
}
