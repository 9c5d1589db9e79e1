// The virtual-tour providers whose pages the detail page may frame. The CSP's frame-src (worker/lib/
// security-headers.ts and web/public/_headers) lists exactly these hosts; a test holds the three together.
export const TOUR_HOSTS = [
  'my.matterport.com',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'kuula.co',
  'tour.panoee.com',
] as const;

/** An https URL on one of the allowed tour hosts. */
export function isAllowedTourUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (TOUR_HOSTS as readonly string[]).includes(u.hostname);
  } catch {
    return false;
  }
}
