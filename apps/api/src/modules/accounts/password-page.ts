import { escapeHtml as escape } from '../../http/html.js';

/** The server-rendered reset form of contract 2.2: plain HTML, no script, works without the web app. */
export function passwordPage(options: {
  siteName: string;
  token?: string;
  message?: string;
  error?: string;
  done?: boolean;
  loginUrl: string;
}) {
  const body = options.done
    ? `<p class="ok">${escape(options.message ?? 'Your password has been changed.')}</p><p><a href="${escape(options.loginUrl)}">Sign in</a></p>`
    : options.token
      ? `<form method="post" action="/auth/password-change?token=${encodeURIComponent(options.token)}">
  <label for="password">New password</label>
  <input id="password" name="password" type="password" minlength="8" maxlength="128" required autocomplete="new-password" autofocus>
  ${options.error ? `<p class="err" role="alert">${escape(options.error)}</p>` : ''}
  <button type="submit">Set password</button></form>`
      : `<p class="err" role="alert">${escape(options.error ?? 'This link is not valid or has expired')}</p><p><a href="${escape(options.loginUrl)}">Back to sign in</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Set a new password | ${escape(options.siteName)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f8f9fa;color:#212529;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px #0001;width:min(360px,90vw)}
label{display:block;margin:16px 0 6px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ced4da;border-radius:8px;font-size:16px}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:8px;background:#7048e8;color:#fff;font-size:16px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #b197fc}.err{color:#c92a2a}.ok{color:#2b8a3e}
@media (prefers-color-scheme: dark){body{background:#1a1b1e;color:#e9ecef}main{background:#25262b}input{background:#1a1b1e;color:#e9ecef;border-color:#495057}}</style></head>
<body><main><h1 style="font-size:20px;margin:0">${escape(options.siteName)}: set a new password</h1>${body}</main></body></html>`;
}
