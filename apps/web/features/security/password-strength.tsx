'use client';

import { PasswordInput, Progress, Stack, Text, type PasswordInputProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';

type Check = (password: string, userInputs?: string[]) => { score: number };

let checker: Promise<Check> | null = null;

/** zxcvbn-ts with its common dictionary, loaded on first use (about 1 MB: not in the page's bundle). */
function loadChecker(): Promise<Check> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => zxcvbn.check(password, userInputs);
    },
  );
  return checker;
}

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;
const LABELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/** How hard the password is to guess (zxcvbn score 0-4), under a new-password field. */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const t = useTranslations('security.strength');
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let live = true;
    const timer = setTimeout(() => {
      void loadChecker().then((check) => {
        if (live) setScore(check(password.slice(0, 128), inputs ? inputs.split('\n') : []).score);
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  if (!password || score === null) return null;
  return (
    <Stack gap={4} data-testid="password-strength" data-score={score}>
      <Progress value={(score + 1) * 20} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('label', { strength: t(LABELS[score]!) })}
      </Text>
    </Stack>
  );
}

/**
 * A new-password input with its strength meter under it, for react-hook-form (`registration` is
 * `register('password')`; `control` lets the meter follow what is typed).
 */
export function NewPasswordInput<Values extends FieldValues, Output>({
  control,
  name,
  registration,
  userInputs,
  ...props
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  registration: UseFormRegisterReturn;
  userInputs?: string[];
} & Omit<PasswordInputProps, 'name' | 'onChange' | 'onBlur' | 'ref'>) {
  const password = useWatch({ control, name }) as unknown;
  return (
    <Stack gap={6}>
      <PasswordInput autoComplete="new-password" {...props} {...registration} />
      <PasswordStrength password={typeof password === 'string' ? password : ''} userInputs={userInputs} />
    </Stack>
  );
}
