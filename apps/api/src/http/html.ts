/** Escapes text for HTML bodies and attributes (mails, server-rendered pages). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
