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
import { flaggedPagedQuery, recordAction } from '@/lib/api/endpoint-shapes';

const success = z.object({ success: z.literal(true) });
const deleted = z.unknown();
const id = (value: string) => encodeURIComponent(value);

/** Orders and delivery addresses (contract 3.13), through RTK Query. */
export const ordersApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** The buyer's own orders; `seller` reads the creator's (or, for finance staff, everyone's). */
    orders: flaggedPagedQuery<Order, 'seller'>(
      build,
      'seller',
      ['/orders/search', '/orders/users/search'],
      orderSchema,
      ['Orders'],
    ),
    order: build.query<Order, string>({
      query: (orderId) => ({ path: `/orders/${id(orderId)}`, schema: orderSchema }),
      providesTags: ['Orders'],
    }),
    updateOrder: recordAction<unknown, { deliveryStatus: DeliveryStatus; shippingCode?: string }>(build, {
      method: 'PUT',
      path: (orderId) => `/orders/${id(orderId)}/update`,
      schema: success,
      invalidates: ['Orders', 'Earnings'],
    }),
    changeOrderAddress: recordAction<Order, { deliveryAddressId: string }>(build, {
      method: 'PUT',
      path: (orderId) => `/orders/${id(orderId)}/update/delivery-address`,
      schema: orderSchema,
      invalidates: ['Orders'],
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
