import { z } from 'zod';
import { parseCidrList } from './cidr.js';
import type { SettingKey } from './settings-definitions.js';

/** Body of GET /settings/public: every public setting, wire units. */
export const publicSettingsSchema = z
  .object({
    siteName: z.string(),
    logoUrl: z.string(),
    darkmodeLogoUrl: z.string(),
    favicon: z.string(),
    gaCode: z.string(),
    requireEmailVerification: z.boolean(),
    maintenanceMode: z.boolean(),
    stripePublishableKey: z.string(),
    agoraAppId: z.string(),
    agoraEnable: z.boolean(),
    selfHostedLiveEnable: z.boolean(),
    paymentGateway: z.string(),
    freeSubscriptionEnabled: z.boolean(),
    freeSubscriptionDuration: z.number(),
    minimumSubscriptionPrice: z.number(),
    maximumSubscriptionPrice: z.number(),
    minimumWalletPrice: z.number(),
    maximumWalletPrice: z.number(),
    minimumTipPrice: z.number(),
    maximumTipPrice: z.number(),
    minimumPayoutAmount: z.number(),
    tokenConversionRate: z.number(),
    clientHash: z.boolean(),
    loginPlaceholderImage: z.string(),
    googleLoginEnabled: z.boolean(),
    googleLoginClientId: z.string(),
    twitterLoginEnabled: z.boolean(),
    homeTitle: z.string(),
    homeMetaKeywords: z.string(),
    homeMetaDescription: z.string(),
    userBenefit: z.string(),
    modelBenefit: z.string(),
    footerContent: z.string(),
    maxImageUploadMb: z.number(),
    maxVideoUploadMb: z.number(),
    maxAudioUploadMb: z.number(),
    captchaProvider: z.string(),
    captchaSiteKey: z.string(),
    menus: z.array(
      z.object({
        title: z.string(),
        path: z.string(),
        internal: z.boolean(),
        help: z.string().optional(),
        section: z.enum(['main', 'header', 'footer']),
        ordering: z.number(),
        isNewTab: z.boolean(),
      }),
    ),
  })
  .catchall(z.unknown());
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const settingKeysBodySchema = z.object({
  keys: z.array(z.string().max(100)).max(100),
});

/** Settings that are never read back (GET /admin/settings answers `{ set: boolean }`); written only. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ['captchaSecretKey', 'ccbillSalt', 'ccbillDatalinkPassword'];

/** Rules some settings follow beyond their kind (checked on every write). */
export const SETTING_RULES: Partial<Record<SettingKey, z.ZodType>> = {
  ccbillWebhookAllowedIps: z.string().refine((v) => parseCidrList(v) !== null, 'must be a list of IPv4 CIDR ranges'),
};
export const isSecretSetting = (key: string) => (SECRET_SETTING_KEYS as readonly string[]).includes(key);

/** The console's settings forms, one per group (menus are edited elsewhere). */
export const SETTING_GROUPS = {
  general: ['siteName', 'maintenanceMode', 'requireEmailVerification', 'gaCode', 'footerContent'],
  branding: ['logoUrl', 'darkmodeLogoUrl', 'favicon', 'loginPlaceholderImage'],
  home: ['homeTitle', 'homeMetaKeywords', 'homeMetaDescription', 'userBenefit', 'modelBenefit'],
  payments: ['paymentGateway', 'stripePublishableKey', 'tokenConversionRate', 'clientHash'],
  commission: ['performerCommission', 'earningHoldDays', 'performerVerifyNumber', 'minimumPayoutAmount'],
  pricing: [
    'freeSubscriptionEnabled',
    'freeSubscriptionDuration',
    'minimumSubscriptionPrice',
    'maximumSubscriptionPrice',
    'minimumWalletPrice',
    'maximumWalletPrice',
    'minimumTipPrice',
    'maximumTipPrice',
  ],
  live: ['selfHostedLiveEnable', 'agoraEnable', 'agoraAppId'],
  social: ['googleLoginEnabled', 'googleLoginClientId', 'twitterLoginEnabled'],
  security: ['captchaProvider', 'captchaSiteKey', 'captchaSecretKey', 'requireTwoFactorForStaff'],
  uploads: ['maxImageUploadMb', 'maxVideoUploadMb', 'maxAudioUploadMb'],
  ccbill: [
    'ccbillClientAccountNumber',
    'ccbillSubAccountNumber',
    'ccbillRecurringSubAccountNumber',
    'ccbillFlexformId',
    'ccbillSalt',
    'ccbillDatalinkUsername',
    'ccbillDatalinkPassword',
    'ccbillWebhookAllowedIps',
  ],
} as const satisfies Record<string, readonly SettingKey[]>;
export type SettingGroup = keyof typeof SETTING_GROUPS;
