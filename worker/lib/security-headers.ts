import { secureHeaders } from 'hono/secure-headers';
import { TOUR_HOSTS } from '../schemas/tour-virtual.ts';

/**
 * The one inline script, web/index.html's early-click holder, allowed by its hash rather than 'unsafe-inline'
 * (tests/unit/early-clicks.test.ts fails when the script changes and this does not).
 */
export const EARLY_CLICKS_SCRIPT_HASH = "'sha256-c0NhHVPfxLyAmFsmroGK0owac9ouEJHWqBn1Nxed/uU='";

/** The same policy as web/public/_headers, which covers the static files served without the Worker. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", EARLY_CLICKS_SCRIPT_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // Virtual tours: only the providers the detail page shows, in a sandboxed frame.
  frameSrc: TOUR_HOSTS.map((host) => `https://${host}`),
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
});
