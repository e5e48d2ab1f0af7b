import { Anchor, Text, type TextProps } from '@mantine/core';
import Link from '@/lib/ui/link';

/** A question and the link that answers it, under the auth forms ("Already have an account? Sign in"). */
export function PromptLink({
  prompt,
  href,
  label,
  testId,
  ta,
}: {
  prompt: string;
  href: string;
  label: string;
  testId?: string;
  ta?: TextProps['ta'];
}) {
  return (
    <Text size="sm" c="dimmed" ta={ta}>
      {prompt}{' '}
      <Anchor component={Link} href={href} fw={600} data-testid={testId}>
        {label}
      </Anchor>
    </Text>
  );
}
