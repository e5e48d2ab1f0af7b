'use client';

import { Button, Group, type ButtonProps } from '@mantine/core';
import { useTranslations } from 'next-intl';

export type SecureCheckAnswer = 'approve' | 'fail';

export interface SecureCheckProps {
  /** The answer on its way: both buttons wait for it. */
  busy: SecureCheckAnswer | null;
  onAnswer: (approve: boolean) => void;
}

const ANSWERS: { answer: SecureCheckAnswer; look: ButtonProps }[] = [
  { answer: 'fail', look: { variant: 'default', color: 'red' } },
  { answer: 'approve', look: {} },
];

/** The sandbox gateway's 3-D Secure answers, Fail and Approve (test ids `{testId}-fail` and `{testId}-approve`). */
export function SecureCheckButtons({ testId, busy, onAnswer }: SecureCheckProps & { testId: string }) {
  const t = useTranslations('wallet.payment');
  return (
    <Group justify="flex-end" gap="sm">
      {ANSWERS.map(({ answer, look }) => (
        <Button
          key={answer}
          {...look}
          radius="xl"
          onClick={() => onAnswer(answer === 'approve')}
          loading={busy === answer}
          disabled={busy !== null}
          data-testid={`${testId}-${answer}`}
        >
          {t(answer)}
        </Button>
      ))}
    </Group>
  );
}
