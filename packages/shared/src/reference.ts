import { z } from 'zod';

export const countrySchema = z.object({
  name: z.string(),
  code: z.string().length(2),
  capital: z.string(),
  region: z.string(),
  currency: z.object({ code: z.string(), name: z.string(), symbol: z.string().nullable() }),
  language: z.object({ code: z.string().nullable(), name: z.string() }),
  flag: z.string(),
  nativeName: z.string().optional(),
  phoneCode: z.string().optional(),
});
export type Country = z.infer<typeof countrySchema>;

export const languageSchema = z.object({ code: z.string(), name: z.string() });
export const phoneCodeSchema = z.object({ name: z.string(), code: z.string() });
export const optionSchema = z.object({ value: z.string(), text: z.string() });

export const userAdditionalSchema = z.object({
  heights: z.array(optionSchema),
  weights: z.array(optionSchema),
  ages: z.array(optionSchema),
  bodyTypes: z.array(optionSchema),
  ethnicities: z.array(optionSchema),
  butts: z.array(optionSchema),
  sizes: z.array(optionSchema),
  hairs: z.array(optionSchema),
  pubicHairs: z.array(optionSchema),
  eyes: z.array(optionSchema),
  genders: z.array(optionSchema),
  sexualOrientations: z.array(optionSchema),
});

export const countryCheckSchema = z.object({ blocked: z.boolean(), country: z.string().nullable() });

/** Regions allowed by product-spec section 3. */
export const REGIONS = ['AS', 'EU', 'AF', 'NA', 'SA', 'OC', 'AN', 'Americas', ''] as const;
