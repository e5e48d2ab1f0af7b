'use client';

import { Button, Group, type ButtonProps } from '@mantine/core';

export type SecureCheckAnswer = 'approve' | 'fail';

export interface SecureCheckProps {
  /** The answer on its way: both buttons wait for it. */
  busy: SecureCheckAnswer | null;
  onAnswer: (approve: boolean) => void;
}

const ANSWERS: { answer: SecureCheckAnswer; label: string; look: ButtonProps }[] = [
  { answer: 'fail', label: 'Fail', look: { variant: 'default', color: 'red' } },
  { answer: 'approve', label: 'Approve', look: {} },
];

/** The sandbox gateway's 3-D Secure answers, Fail and Approve (test ids `{testId}-fail` and `{testId}-approve`). */
export function SecureCheckButtons({ testId, busy, onAnswer }: SecureCheckProps & { testId: string }) {
  return (
    <Group justify="flex-end" gap="sm">
      {ANSWERS.map(({ answer, label, look }) => (
        <Button
          key={answer}
          {...look}
          radius="xl"
          onClick={() => onAnswer(answer === 'approve')}
          loading={busy === answer}
          disabled={busy !== null}
          data-testid={`${testId}-${answer}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
