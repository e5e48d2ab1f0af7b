// The settings' definitions without zod, so a page that only reads SETTINGS does not load it.

/**
 * Every site setting: its kind, default and whether the front end may read it.
 * Money settings are stored in minor units and shown as decimals on the wire.
 * Defaults follow product-spec section 9 and business-rules.md.
 */
export type SettingKind = 'string' | 'boolean' | 'number' | 'money' | 'json';

export interface SettingDefinition {
  kind: SettingKind;
  /** Default in wire units (money as a decimal amount). */
  default: unknown;
  public: boolean;
  description: string;
}

export interface MenuItem {
  title: string;
  path: string;
  internal: boolean;
  help?: string;
  section: 'main' | 'header' | 'footer';
  ordering: number;
  isNewTab: boolean;
}

const DEFAULT_MENUS: MenuItem[] = [
  { title: 'Explore creators', path: '/creators', internal: true, section: 'header', ordering: 1, isNewTab: false },
  { title: 'Sign in', path: '/auth/login', internal: true, section: 'header', ordering: 2, isNewTab: false },
  { title: 'Terms of service', path: '/page/terms', internal: true, section: 'footer', ordering: 1, isNewTab: false },
  { title: 'Privacy', path: '/page/privacy', internal: true, section: 'footer', ordering: 2, isNewTab: false },
  { title: 'Contact', path: '/contact', internal: true, section: 'footer', ordering: 3, isNewTab: false },
];

/** CCBill's published webhook ranges (64.38.212.1-254, .215, .240, .241: Webhooks User Guide). */
export const CCBILL_WEBHOOK_RANGES = ['64.38.212.0/24', '64.38.215.0/24', '64.38.240.0/24', '64.38.241.0/24'];

const def = (kind: SettingKind, value: unknown, isPublic: boolean, description: string): SettingDefinition => ({
  kind,
  default: value,
  public: isPublic,
  description,
});

export const SETTINGS = {
  siteName: def('string', 'Fanlane', true, 'Site name shown in titles and the header'),
  logoUrl: def('string', '', true, 'Logo URL (empty: the built-in logo)'),
  darkmodeLogoUrl: def('string', '', true, 'Logo URL in dark theme (empty: the light logo)'),
  favicon: def('string', '', true, 'Favicon URL (empty: the built-in icon)'),
  gaCode: def('string', '', true, 'Google Analytics measurement id (empty: off)'),
  requireEmailVerification: def('boolean', false, true, 'Refuse sign-in until the email is verified'),
  maintenanceMode: def('boolean', false, true, 'Show the maintenance page to everyone but admins'),
  stripePublishableKey: def('string', '', true, 'Stripe publishable key'),
  agoraAppId: def('string', '', true, 'Agora app id for live video'),
  agoraEnable: def('boolean', false, true, 'Live streaming through Agora'),
  selfHostedLiveEnable: def(
    'boolean',
    false,
    true,
    'Live streaming without a vendor: an RTMP ingest (OBS) repackaged to HLS (Agora wins when both are on)',
  ),
  paymentGateway: def('string', 'sandbox', true, 'Active payment gateway: sandbox, stripe or ccbill'),
  ccbillClientAccountNumber: def('string', '', false, 'CCBill client account number (clientAccnum)'),
  ccbillSubAccountNumber: def('string', '', false, 'CCBill sub-account for single payments (clientSubacc)'),
  ccbillRecurringSubAccountNumber: def(
    'string',
    '',
    false,
    'CCBill sub-account for subscriptions (empty: the single payments one)',
  ),
  ccbillFlexformId: def('string', '', false, 'CCBill FlexForms payment flow id'),
  ccbillSalt: def('string', '', false, 'CCBill encryption key (salt) of the form and webhook digests'),
  ccbillDatalinkUsername: def('string', '', false, 'CCBill DataLink user (cancels subscriptions)'),
  ccbillDatalinkPassword: def('string', '', false, 'CCBill DataLink password'),
  ccbillWebhookAllowedIps: def(
    'string',
    CCBILL_WEBHOOK_RANGES.join(', '),
    false,
    'Addresses CCBill webhooks are accepted from (CIDR list; default CCBill’s published ranges)',
  ),
  freeSubscriptionEnabled: def('boolean', true, true, 'Creators may offer a free trial'),
  freeSubscriptionDuration: def('number', 1, true, 'Free trial length in days'),
  minimumSubscriptionPrice: def('money', 2.95, true, 'Lowest subscription price'),
  maximumSubscriptionPrice: def('money', 300, true, 'Highest subscription price'),
  minimumWalletPrice: def('money', 2.95, true, 'Smallest wallet top-up'),
  maximumWalletPrice: def('money', 300, true, 'Largest wallet top-up'),
  minimumTipPrice: def('money', 10, true, 'Smallest tip'),
  maximumTipPrice: def('money', 10000, true, 'Largest tip'),
  minimumPayoutAmount: def('money', 50, true, 'Smallest payout request'),
  tokenConversionRate: def('number', 1, true, 'Value of one token in the site currency'),
  clientHash: def('boolean', false, true, 'The web app hashes passwords before sending them'),
  menus: def('json', DEFAULT_MENUS, true, 'Header and footer menus'),
  loginPlaceholderImage: def('string', '', true, 'Image beside the sign-in form'),
  googleLoginEnabled: def('boolean', false, true, 'Google sign-in switched on'),
  googleLoginClientId: def('string', '', true, 'Google OAuth client id'),
  twitterLoginEnabled: def('boolean', false, true, 'Twitter/X sign-in switched on'),
  homeTitle: def('string', 'Creators and their fans, in one place', true, 'Headline of the landing page'),
  homeMetaKeywords: def('string', 'creators, fans, subscriptions', true, 'Landing page keywords'),
  homeMetaDescription: def(
    'string',
    'Subscribe to your favourite creators, unlock their posts, chat and watch them live.',
    true,
    'Landing page description',
  ),
  userBenefit: def('string', 'Follow creators, subscribe, message and watch live.', true, 'Fan benefits text'),
  modelBenefit: def(
    'string',
    'Publish, earn from subscriptions and tips, get paid out.',
    true,
    'Creator benefits text',
  ),
  footerContent: def('string', '', true, 'Footer HTML-free text'),
  maxImageUploadMb: def('number', 20, true, 'Largest image upload, in MB'),
  maxVideoUploadMb: def('number', 2048, true, 'Largest video upload, in MB'),
  maxAudioUploadMb: def('number', 200, true, 'Largest audio upload, in MB'),
  captchaProvider: def(
    'string',
    '',
    true,
    'Bot check on sign-up, contact and repeated failed sign-ins: recaptcha, turnstile or empty (off)',
  ),
  captchaSiteKey: def('string', '', true, 'Site key of the reCAPTCHA or Turnstile widget'),
  captchaSecretKey: def('string', '', false, 'Secret key the server checks captcha answers with'),
  requireTwoFactorForStaff: def('boolean', false, false, 'Staff accounts must sign in with a second factor'),
  performerCommission: def('number', 0.2, false, 'Share of every income the platform keeps'),
  earningHoldDays: def('number', 7, false, 'Days before earnings become withdrawable'),
  performerVerifyNumber: def('number', 5, false, 'Active subscribers for the verified badge'),
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((k) => SETTINGS[k].public);

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}
