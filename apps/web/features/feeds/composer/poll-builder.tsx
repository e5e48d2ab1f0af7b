'use client';

import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { POLL_OPTIONS_MAX } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PlusIcon, TrashIcon } from '@/features/layout/icons';
import { SwitchField } from '@/lib/forms/check-fields';
import { POLL_OPTIONS_MIN, type ComposerValues } from './composer-form';
import { Section } from './composer-section';

/**
 * The composer's poll: a question, its options and an optional closing time. It keeps the list of
 * options (a field array of the composer's form) and shows the poll's fields while it is on.
 */
export function PollBuilder({
  control,
  register,
  errors,
  minDate,
}: {
  control: Control<ComposerValues>;
  register: UseFormRegister<ComposerValues>;
  errors: FieldErrors<ComposerValues>;
  minDate: string;
}) {
  const t = useTranslations('feeds.composer.poll');
  const options = useFieldArray({ control, name: 'pollOptions' });
  const pollEnabled = useWatch({ control, name: 'pollEnabled' });
  return (
    <Section title={t('title')} testId="poll-builder">
      <SwitchField
        control={control}
        name="pollEnabled"
        label={t('add')}
        description={t('description', { min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX })}
      />
      {pollEnabled ? (
        <Stack gap="sm">
          <TextInput
            {...register('pollQuestion')}
            label={t('question')}
            placeholder={t('questionPlaceholder')}
            maxLength={200}
            withAsterisk
            error={errors.pollQuestion?.message}
          />
          <Stack gap={6} role="group" aria-label={t('options')}>
            {options.fields.map((option, index) => (
              <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  {...register(`pollOptions.${index}.value` as const)}
                  aria-label={t('option', { number: index + 1 })}
                  placeholder={t('option', { number: index + 1 })}
                  maxLength={200}
                  style={{ flex: 1 }}
                  error={errors.pollOptions?.[index]?.value?.message}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  radius="xl"
                  mt={2}
                  disabled={options.fields.length <= POLL_OPTIONS_MIN}
                  onClick={() => options.remove(index)}
                  aria-label={t('removeOption', { number: index + 1 })}
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              </Group>
            ))}
            {errors.pollOptions?.root?.message ? (
              <Text size="sm" c="red" role="alert">
                {errors.pollOptions.root.message}
              </Text>
            ) : null}
            <Group justify="space-between" align="flex-end" gap="md">
              <Button
                variant="subtle"
                radius="xl"
                size="xs"
                leftSection={<PlusIcon size={14} />}
                onClick={() => options.append({ value: '' })}
                disabled={options.fields.length >= POLL_OPTIONS_MAX}
              >
                {t('addOption')}
              </Button>
            </Group>
          </Stack>
          <TextInput
            {...register('pollExpiredAt')}
            type="datetime-local"
            label={t('closesAt')}
            description={t('closesAtHint')}
            min={minDate}
            maw={280}
            error={errors.pollExpiredAt?.message}
          />
        </Stack>
      ) : null}
    </Section>
  );
}
