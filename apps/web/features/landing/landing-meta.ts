/** The landing page title: the home title, prefixed with the site name unless it already has it. */
export function landingTitle(siteName: string, homeTitle: string): string {
  const title = homeTitle.trim();
  if (!title) return siteName;
  if (!siteName || title.toLowerCase().includes(siteName.toLowerCase())) return title;
  return `${siteName}: ${title}`;
}
