import { z } from 'zod';
import {
  addressSchema,
  orderSchema,
  pagedSchema,
  type Address,
  type AddressInput,
  type DeliveryStatus,
  type Order,
  type Paged,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

const success = z.object({ success: z.literal(true) });
const deleted = z.unknown();
const id = (value: string) => encodeURIComponent(value);

/** Orders and delivery addresses (contract 3.13), through RTK Query. */
export const ordersApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** The buyer's own orders; `seller` reads the creator's (or, for finance staff, everyone's). */
    orders: build.query<Paged<Order>, { seller?: boolean; query: QueryParams }>({
      query: ({ seller, query }) => ({
        path: seller ? '/orders/search' : '/orders/users/search',
        query,
        schema: pagedSchema(orderSchema),
      }),
      providesTags: ['Orders'],
    }),
    order: build.query<Order, string>({
      query: (orderId) => ({ path: `/orders/${id(orderId)}`, schema: orderSchema }),
      providesTags: ['Orders'],
    }),
    updateOrder: build.mutation<unknown, { id: string; deliveryStatus: DeliveryStatus; shippingCode?: string }>({
      query: ({ id: orderId, ...body }) => ({
        path: `/orders/${id(orderId)}/update`,
        method: 'PUT',
        body,
        schema: success,
      }),
      invalidatesTags: ['Orders', 'Earnings'],
    }),
    changeOrderAddress: build.mutation<Order, { id: string; deliveryAddressId: string }>({
      query: ({ id: orderId, deliveryAddressId }) => ({
        path: `/orders/${id(orderId)}/update/delivery-address`,
        method: 'PUT',
        body: { deliveryAddressId },
        schema: orderSchema,
      }),
      invalidatesTags: ['Orders'],
    }),
    addresses: build.query<Paged<Address>, void>({
      query: () => ({ path: '/addresses/search', query: { limit: 50 }, schema: pagedSchema(addressSchema) }),
      providesTags: ['Addresses'],
    }),
    saveAddress: build.mutation<Address, AddressInput & { id?: string }>({
      query: ({ id: addressId, ...body }) =>
        addressId
          ? { path: `/addresses/${id(addressId)}`, method: 'PUT', body, schema: addressSchema }
          : { path: '/addresses/create', method: 'POST', body, schema: addressSchema },
      invalidatesTags: ['Addresses'],
    }),
    deleteAddress: build.mutation<unknown, string>({
      query: (addressId) => ({ path: `/addresses/${id(addressId)}`, method: 'DELETE', schema: deleted }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useUpdateOrderMutation,
  useChangeOrderAddressMutation,
  useAddressesQuery,
  useSaveAddressMutation,
  useDeleteAddressMutation,
} = ordersApi;
