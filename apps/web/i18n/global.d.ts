import type { Locale } from './locales';
import type { Messages } from './messages';

// Typed keys: `t('auth.login.submit')` fails the type check when the English catalogue lacks it.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
