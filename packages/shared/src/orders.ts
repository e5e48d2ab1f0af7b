import { z } from 'zod';
import { listQuerySchema, optionalText } from './query.js';

/** Orders and delivery addresses (contract 3.13, 4.11, 4.12; business-rules "Orders and products"). */
export const DELIVERY_STATUSES = ['processing', 'shipping', 'delivered', 'refunded'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the seller may move an order to from each status (a refunded order never changes again). */
export const DELIVERY_TRANSITIONS: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  processing: ['processing', 'shipping', 'delivered', 'refunded'],
  shipping: ['shipping', 'delivered', 'refunded'],
  delivered: ['delivered', 'refunded'],
  refunded: [],
};

export const ORDER_MESSAGES = {
  shippingCodeRequired: 'Please enter the shipping code',
  transition: (from: string, to: string) => `A ${from} order cannot become ${to}`,
  addressLocked: 'The delivery address can only be changed while the order is processing',
  addressNotFound: 'Delivery address not found',
} as const;

const text = (max: number, required?: string) =>
  required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max).optional().default('');

export const addressInputSchema = z.object({
  name: text(100, 'Name is required'),
  country: text(100, 'Country is required'),
  state: text(100),
  city: text(100, 'City is required'),
  district: text(100),
  ward: text(100),
  streetAddress: text(200, 'Street address is required'),
  streetNumber: text(50),
  zipCode: text(20),
  description: text(500),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  source: z.literal('user'),
  sourceId: z.string(),
  name: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  district: z.string(),
  ward: z.string(),
  streetNumber: z.string(),
  streetAddress: z.string(),
  zipCode: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** One line, as orders keep it: "12 High Street, Ward, District, City, State 12345, Country". */
export function flattenAddress(a: Omit<AddressInput, 'name' | 'description'>) {
  const street = [a.streetNumber, a.streetAddress].filter(Boolean).join(' ');
  const cityLine = [a.state, a.zipCode].filter(Boolean).join(' ');
  return [street, a.ward, a.district, a.city, cityLine, a.country].filter((p) => p && String(p).trim()).join(', ');
}

export const orderSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  orderNumber: z.string(),
  performerId: z.string(),
  performerInfo: z.record(z.string(), z.unknown()).nullable(),
  userId: z.string(),
  userInfo: z.record(z.string(), z.unknown()).nullable(),
  productId: z.string(),
  productInfo: z.record(z.string(), z.unknown()).nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  deliveryAddressId: z.string().nullable(),
  deliveryAddress: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  shippingCode: z.string(),
  phoneNumber: z.string(),
  userNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderQuerySchema = listQuerySchema.extend({
  deliveryStatus: optionalText,
  phoneNumber: optionalText,
  performerId: optionalText,
});

export const orderUpdateSchema = z.object({
  deliveryStatus: z.enum(DELIVERY_STATUSES, {
    error: 'Delivery status must be processing, shipping, delivered or refunded',
  }),
  shippingCode: z.string().trim().max(200).optional().default(''),
});

export const orderAddressUpdateSchema = z.object({
  deliveryAddressId: z.string().trim().min(1, 'Please choose a delivery address').max(120),
});
