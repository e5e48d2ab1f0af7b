import type { Db } from './db/client.js';
import { corsOrigins, type Env } from './env.js';
import { createGoogleSignIn } from './adapters/google.js';
import type { Mailer } from './adapters/mail.js';
import { createTwitterSignIn } from './adapters/twitter.js';
import { passkeyAddedMail } from './modules/accounts/mails.js';
import { createPasskeysService } from './modules/auth/passkeys.service.js';
import type { SettingsService } from './modules/settings/settings.service.js';

/** Sign-in with Google and X (Twitter), configured from the environment. */
export function signInProviders(env: Env) {
  return {
    google: createGoogleSignIn({
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      certsUrl: env.GOOGLE_CERTS_URL,
    }),
    twitter: createTwitterSignIn({
      clientId: env.TWITTER_CLIENT_ID,
      clientSecret: env.TWITTER_CLIENT_SECRET,
      authorizeUrl: env.TWITTER_AUTHORIZE_URL,
      tokenUrl: env.TWITTER_TOKEN_URL,
      userinfoUrl: env.TWITTER_USERINFO_URL,
    }),
  };
}

/** Passkeys, whose relying party is the web app; the owner is mailed when one is added. */
export function createPasskeys(env: Env, db: Db, settings: SettingsService, mailer: Mailer) {
  // The relying party is the web app: its host name, and the page origins that may answer.
  const siteName = async () => String(await settings.get('siteName'));
  return createPasskeysService(
    db,
    { id: new URL(env.WEB_URL).hostname, origins: corsOrigins(env).map((o) => new URL(o).origin), name: siteName },
    {
      onAdded: async (user, name) => {
        if (!user.email) return;
        const href = `${env.WEB_URL.replace(/\/$/, '')}/account/security`;
        await mailer.send({ to: user.email, ...passkeyAddedMail(await siteName(), name, href) });
      },
    },
  );
}
