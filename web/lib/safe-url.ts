/**
 * Whether a link from the database is safe to put in href/src: http(s) or a same-origin path.
 * Anything else (javascript:, data:) could run code in our page.
 */
export function isSafeUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
