import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';

/**
 * Runs a console action and says how it went in a toast: `success` (or what it makes of the answer)
 * when it worked, the error's message when it failed. True when it worked.
 */
export async function withToast<R>(run: () => Promise<R>, success: string | ((result: R) => string)): Promise<boolean> {
  try {
    const result = await run();
    toast.success(typeof success === 'string' ? success : success(result));
    return true;
  } catch (error) {
    toast.error(messageOf(error));
    return false;
  }
}
