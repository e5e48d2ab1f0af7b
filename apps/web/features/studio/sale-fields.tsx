'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NumberField } from '@/lib/forms/number-field';
import { TextField } from '@/lib/forms/text-fields';
import { SwitchedFields, type SwitchedFieldsProps } from '@/lib/forms/switched-fields';

/** The size of a price input: a fixed width (`w`) or a largest one (`maw`). */
export interface PriceSize {
  w?: number;
  maw?: number;
  step?: number;
}

/** A price in tokens: above zero, at most 100,000, cents allowed. */
export function PriceField<Values extends FieldValues, Output = Values>({
  control,
  name,
  ...size
}: {
  control?: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
} & PriceSize) {
  const t = useTranslations('studio.sale');
  return (
    <NumberField
      control={control}
      name={name}
      label={t('price')}
      min={1}
      max={100000}
      step={size.step}
      decimalScale={2}
      allowNegative={false}
      w={size.w}
      maw={size.maw}
      withAsterisk
    />
  );
}

/** Handed to the switch as they are: the form, the side-by-side layout and the switch's test id. */
type SwitchProps<Values extends FieldValues, Output> = Pick<
  SwitchedFieldsProps<Values, Output>,
  'control' | 'row' | 'data-testid'
>;

interface SaleFieldsProps<Values extends FieldValues, Output> extends SwitchProps<Values, Output> {
  /** The boolean field that switches selling on (default `isSale`). */
  saleName?: FieldPath<Values>;
  /** The price field, in tokens (default `price`). */
  priceName?: FieldPath<Values>;
  /** What fans unlock: 'post', 'video', 'gallery', 'reel'. */
  kind: 'post' | 'video' | 'gallery' | 'reel';
  /** The switch's own label ("Pay-per-view" on posts). */
  label?: string;
  /** The switch's own description, instead of the kind's. */
  description?: string;
  /** Leave out the switch: the item always has a price (products). */
  alwaysForSale?: boolean;
  /** The price input's size (default: at most 220 px wide). */
  priceSize?: PriceSize;
}

/**
 * "Sell it" and its price in tokens, the block every studio editor shares: off, subscribers see
 * the item; on, fans pay the price to unlock it.
 */
export function SaleFields<Values extends FieldValues, Output = Values>({
  saleName = 'isSale' as FieldPath<Values>,
  priceName = 'price' as FieldPath<Values>,
  kind,
  label,
  description,
  alwaysForSale = false,
  priceSize = { maw: 220 },
  ...switchProps
}: SaleFieldsProps<Values, Output>) {
  const t = useTranslations('studio.sale');
  return (
    <SwitchedFields
      {...switchProps}
      name={saleName}
      label={label ?? t('label')}
      description={description ?? t(`description.${kind}`)}
      always={alwaysForSale}
    >
      <PriceField control={switchProps.control} name={priceName} {...priceSize} />
    </SwitchedFields>
  );
}

/** "Schedule" and its date: publish later. */
export function ScheduleFields<Values extends FieldValues, Output = Values>({
  control,
  scheduleName = 'isSchedule' as FieldPath<Values>,
  atName = 'scheduledAt' as FieldPath<Values>,
  kind,
  min,
}: {
  control?: Control<Values, unknown, Output>;
  scheduleName?: FieldPath<Values>;
  atName?: FieldPath<Values>;
  kind: 'post' | 'video' | 'gallery';
  /** The earliest time offered (datetime-local text). */
  min?: string;
}) {
  const t = useTranslations('studio.schedule');
  return (
    <SwitchedFields control={control} name={scheduleName} label={t('label')} description={t(`description.${kind}`)}>
      <TextField
        control={control}
        name={atName}
        type="datetime-local"
        label={t('at')}
        min={min}
        maw={280}
        withAsterisk
      />
    </SwitchedFields>
  );
}
