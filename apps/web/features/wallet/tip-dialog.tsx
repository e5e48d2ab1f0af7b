'use client';

import { Alert, Avatar, Button, Chip, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tokens } from '@/features/feeds/feed-view';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { schemaResolver } from '@/lib/forms/resolver';
import { WALLET_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { GiftIcon } from './icons';
import { balanceAfter, canAfford, shortfall } from './money';
import { quickTips, tipFormSchema } from './tip-form';
import { refreshBalance, sendTip } from './wallet.thunks';
import classes from './wallet.module.css';

export interface TipTarget {
  _id: string;
  name?: string;
  username?: string;
  avatar?: string;
}

interface TipValues {
  price: number | string;
  note: string;
}

/**
 * Sends a creator a tip from the wallet (POST /wallet/charges/tip/{performerId}): an amount within
 * the site's tip bounds and an optional note. A short balance leads to the wallet instead.
 */
export function TipDialog({
  performer,
  source,
  sourceId,
  stream,
  opened,
  onClose,
}: {
  performer: TipTarget;
  source: 'profile' | 'feed' | 'stream';
  sourceId?: string;
  /** A tip from a live stream: it is posted in the stream's chat. */
  stream?: { conversationId: string; sessionId: string };
  opened: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const min = useAppSelector((state) => state.settings.minimumTipPrice);
  const max = useAppSelector((state) => state.settings.maximumTipPrice);
  const schema = useMemo(() => tipFormSchema(min, max), [min, max]);
  const [formError, setFormError] = useState<string | null>(null);
  const name = performer.name || performer.username || 'this creator';
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TipValues, unknown, z.output<typeof schema>>({
    resolver: schemaResolver<TipValues, typeof schema>(schema),
    defaultValues: { price: min, note: '' },
  });
  const amount = Number(watch('price')) || 0;
  const enough = canAfford(balance, amount);

  useEffect(() => {
    if (!opened) return;
    reset({ price: min, note: '' });
    setFormError(null);

    void dispatch(refreshBalance());
  }, [dispatch, min, opened, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await dispatch(
      sendTip(performer._id, { price: values.price, note: values.note || undefined, source, sourceId, stream }),
    );
    if (result.ok) {
      toast.success(`You sent ${name} ${tokens(values.price)}.`, 'Tip sent');
      onClose();
    } else {
      setFormError(result.message);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Tip ${name}`} centered radius="lg">
      <form onSubmit={onSubmit} noValidate aria-label={`Tip ${name}`} data-testid="tip-form">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={performer.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={44} />
            <Text size="sm" c="dimmed">
              Your tip goes to {name}
              {performer.username ? ` (@${performer.username})` : ''}, with your note if you write one.
            </Text>
          </Group>
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="tip-error">
              {formError}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label="Amount (tokens)"
                description={`From ${tokens(min)} to ${tokens(max)}`}
                min={min}
                max={max}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="none"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors.price?.message}
                withAsterisk
                data-testid="tip-amount"
              />
            )}
          />
          <Group gap={6}>
            {quickTips(min, max).map((value) => (
              <Chip
                key={value}
                size="xs"
                checked={amount === value}
                onChange={() => setValue('price', value, { shouldValidate: true })}
                radius="xl"
              >
                {tokens(value)}
              </Chip>
            ))}
          </Group>
          <Textarea
            {...register('note')}
            label="Note (optional)"
            placeholder={`Say something to ${name}`}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            error={errors.note?.message}
            data-testid="tip-note"
          />
          <Stack gap={6} className={classes.summary}>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Your balance
              </Text>
              <Text size="sm" fw={500}>
                {tokens(balance)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Balance after
              </Text>
              <Text size="sm" fw={700} data-testid="tip-balance-after">
                {enough ? tokens(balanceAfter(balance, amount)) : '—'}
              </Text>
            </Group>
          </Stack>
          {enough ? null : (
            <Alert color="yellow" variant="light" data-testid="tip-short">
              Your balance is short by {tokens(shortfall(balance, amount))}.{' '}
              <Link href={WALLET_PATH}>Top up your wallet</Link> to send this tip.
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              radius="xl"
              loading={isSubmitting}
              disabled={!enough}
              leftSection={<GiftIcon size={16} />}
              data-testid="tip-submit"
            >
              Send tip
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
