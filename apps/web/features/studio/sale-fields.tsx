'use client';

import { Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberField, SwitchField, TextField } from '@/lib/forms/fields';

interface SaleFieldsProps<Values extends FieldValues, Output> {
  control?: Control<Values, unknown, Output>;
  /** The boolean field that switches selling on (default `isSale`). */
  saleName?: FieldPath<Values>;
  /** The price field, in tokens (default `price`). */
  priceName?: FieldPath<Values>;
  /** What fans unlock: 'post', 'video', 'gallery', 'reel'. */
  kind: 'post' | 'video' | 'gallery' | 'reel';
  /** The switch's own label ("Pay-per-view" on posts). */
  label?: string;
  /** Leave out the switch: the item always has a price (products). */
  alwaysForSale?: boolean;
  'data-testid'?: string;
}

/**
 * "Sell it" and its price in tokens, the block every studio editor shares: off, subscribers see
 * the item; on, fans pay the price to unlock it.
 */
export function SaleFields<Values extends FieldValues, Output = Values>({
  control,
  saleName = 'isSale' as FieldPath<Values>,
  priceName = 'price' as FieldPath<Values>,
  kind,
  label,
  alwaysForSale = false,
  'data-testid': testId,
}: SaleFieldsProps<Values, Output>) {
  const t = useTranslations('studio.sale');
  const isSale = useWatch({ control, name: saleName }) as boolean | undefined;
  return (
    <Stack gap="sm">
      {alwaysForSale ? null : (
        <SwitchField
          control={control}
          name={saleName}
          label={label ?? t('label')}
          description={t(`description.${kind}`)}
          data-testid={testId}
        />
      )}
      {alwaysForSale || isSale ? (
        <NumberField
          control={control}
          name={priceName}
          label={t('price')}
          min={1}
          max={100000}
          decimalScale={2}
          allowNegative={false}
          maw={220}
          withAsterisk
        />
      ) : null}
    </Stack>
  );
}

/** "Schedule" and its date: publish later. */
export function ScheduleFields<Values extends FieldValues, Output = Values>({
  control,
  scheduleName = 'isSchedule' as FieldPath<Values>,
  atName = 'scheduledAt' as FieldPath<Values>,
  kind,
}: {
  control?: Control<Values, unknown, Output>;
  scheduleName?: FieldPath<Values>;
  atName?: FieldPath<Values>;
  kind: 'post' | 'video' | 'gallery';
}) {
  const t = useTranslations('studio.schedule');
  const isSchedule = useWatch({ control, name: scheduleName }) as boolean | undefined;
  return (
    <Stack gap="sm">
      <SwitchField control={control} name={scheduleName} label={t('label')} description={t(`description.${kind}`)} />
      {isSchedule ? (
        <TextField control={control} name={atName} type="datetime-local" label={t('at')} maw={280} withAsterisk />
      ) : null}
    </Stack>
  );
}
