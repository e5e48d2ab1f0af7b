/** The web page of a piece of content, for a notification's `link` ('' when it has none of its own). */
export function contentLink(objectType: string, id: string): string {
  switch (objectType) {
    case 'feed':
      return `/posts/${id}`;
    case 'video':
      return `/videos/${id}`;
    case 'gallery':
      return `/galleries/${id}`;
    case 'product':
      return `/store/${id}`;
    case 'reel':
      return '/reels';
    default:
      return '';
  }
}
