'use client';

import { Anchor, Select, Stack, TextInput } from '@mantine/core';
import { flattenAddress } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AddressForm } from './address-form';
import { useAddressesQuery } from './orders.api';

/** What a physical product's charge carries besides the quantity (POST /wallet/charges/product/{id}). */
export interface Shipping {
  deliveryAddressId: string;
  phoneNumber: string;
  userNote: string;
}
export const NO_SHIPPING: Shipping = { deliveryAddressId: '', phoneNumber: '', userNote: '' };

/**
 * The buy dialog's delivery part for a physical product: pick one of the fan's addresses or add one
 * on the spot (it is then chosen), a phone number for the carrier and a note for the creator.
 */
export function ShippingPicker({ value, onChange }: { value: Shipping; onChange: (next: Shipping) => void }) {
  const t = useTranslations('orders.shipping');
  const { data, isLoading } = useAddressesQuery();
  const addresses = data?.data ?? [];
  const [adding, setAdding] = useState(false);
  const first = addresses[0]?._id;
  // The first address is chosen until the fan picks another.
  useEffect(() => {
    if (!value.deliveryAddressId && first) onChange({ ...value, deliveryAddressId: first });
  }, [first, value, onChange]);
  const showForm = adding || (!isLoading && addresses.length === 0);
  return (
    <Stack gap="xs" data-testid="shipping-picker">
      {addresses.length > 0 ? (
        <Select
          label={t('address')}
          required
          allowDeselect={false}
          data={addresses.map((a) => ({ value: a._id, label: `${a.name}: ${flattenAddress(a)}` }))}
          value={value.deliveryAddressId || null}
          onChange={(id) => onChange({ ...value, deliveryAddressId: id ?? '' })}
          data-testid="shipping-address"
        />
      ) : null}
      {showForm ? (
        <AddressForm
          onSaved={(address) => {
            setAdding(false);
            onChange({ ...value, deliveryAddressId: address._id });
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Anchor component="button" type="button" size="sm" onClick={() => setAdding(true)} ta="left">
          {t('newAddress')}
        </Anchor>
      )}
      <TextInput
        label={t('phone')}
        value={value.phoneNumber}
        maxLength={40}
        onChange={(e) => onChange({ ...value, phoneNumber: e.currentTarget.value })}
        data-testid="shipping-phone"
      />
      <TextInput
        label={t('note')}
        value={value.userNote}
        maxLength={500}
        onChange={(e) => onChange({ ...value, userNote: e.currentTarget.value })}
      />
    </Stack>
  );
}
