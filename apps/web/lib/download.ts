/** Saves text the page already holds (a CSV export) as a file the browser downloads. */
export function downloadText(text: unknown, filename: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([String(text ?? '')], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
