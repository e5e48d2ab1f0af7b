import type { MailMessage } from '../../adapters/mail.js';

import { escapeHtml as escape } from '../../http/html.js';

function layout(
  siteName: string,
  title: string,
  paragraph: string,
  link: { href: string; label: string },
): Omit<MailMessage, 'to'> {
  return {
    subject: `${title} | ${siteName}`,
    text: `${paragraph}\n\n${link.label}: ${link.href}\n\n${siteName}`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;padding:24px">
<h2 style="margin:0 0 16px">${escape(title)}</h2><p>${escape(paragraph)}</p>
<p><a href="${escape(link.href)}" style="display:inline-block;background:#7048e8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#868e96;font-size:12px">${escape(siteName)}</p></div>`,
  };
}

export const verificationMail = (siteName: string, href: string) =>
  layout(siteName, 'Verify your email', 'Please confirm this address to finish setting up your account.', {
    href,
    label: 'Verify email',
  });

export const resetMail = (siteName: string, href: string) =>
  layout(
    siteName,
    'Set a new password',
    'Someone asked to reset the password of this account. The link works once, for 24 hours. If it was not you, ignore this mail.',
    { href, label: 'Set a new password' },
  );

/** Told to the address an account had when its password or email changed (issue #19). */
export const credentialsChangedMail = (siteName: string, what: 'password' | 'email', securityHref: string) =>
  layout(
    siteName,
    what === 'password' ? 'Your password was changed' : 'Your email address was changed',
    what === 'password'
      ? 'The password of your account was just changed, and other devices were signed out. If this was not you, reset your password now and contact us.'
      : 'The email address of your account was just changed, and this address no longer signs in. If this was not you, contact us at once.',
    { href: securityHref, label: 'Review account security' },
  );

/** A sign-in from a device and address the account had not used before. */
export const newSignInMail = (siteName: string, origin: { device: string; ipCoarse: string }, securityHref: string) =>
  layout(
    siteName,
    'New sign-in to your account',
    `Your account was signed in to from ${origin.device || 'an unknown device'}${
      origin.ipCoarse ? ` (address ${origin.ipCoarse})` : ''
    }. If this was you, there is nothing to do. If not, change your password and sign the other devices out.`,
    { href: securityHref, label: 'Review your sessions' },
  );

/** A passkey was added: it signs in without the password, so the owner hears of it. */
export const passkeyAddedMail = (siteName: string, name: string, securityHref: string) =>
  layout(
    siteName,
    'A passkey was added to your account',
    `A passkey named "${name}" can now sign in to your account without the password. If this was not you, remove it and change your password now.`,
    { href: securityHref, label: 'Review account security' },
  );
