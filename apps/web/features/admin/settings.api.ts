import { z } from 'zod';
import { appApi } from '@/lib/api/rtk';

const codes = z.object({ countryCodes: z.array(z.string()) });
const testMail = z.object({ to: z.string(), outbox: z.boolean() });

/** The Settings section's own calls beside the settings themselves: the site-wide country block, a test mail. */
export const settingsAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    blockedCountries: build.query<string[], void>({
      query: () => ({ path: '/admin/block/countries', schema: codes }),
      transformResponse: (answer: z.infer<typeof codes>) => answer.countryCodes,
      providesTags: ['AdminSettings'],
    }),
    setBlockedCountries: build.mutation<unknown, string[]>({
      query: (countryCodes) => ({
        path: '/admin/block/countries',
        method: 'PUT',
        body: { countryCodes },
        schema: codes,
      }),
      invalidatesTags: ['AdminSettings', 'AdminAudit'],
    }),
    sendTestMail: build.mutation<z.infer<typeof testMail>, { to?: string }>({
      query: (body) => ({ path: '/admin/mail/test', method: 'POST', body, schema: testMail }),
      invalidatesTags: ['AdminAudit'],
    }),
  }),
});

export const { useBlockedCountriesQuery, useSetBlockedCountriesMutation, useSendTestMailMutation } = settingsAdminApi;
