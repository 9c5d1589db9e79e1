// web/index.html's inline early-click holder runs only if the CSP names its exact hash: the Worker's policy and the
// static files' (web/public/_headers) must both carry the hash of the script as it stands.
import { describe, expect, it } from 'vitest';
import indexHtml from '../../web/index.html?raw';
import staticHeaders from '../../web/public/_headers?raw';
import { CONTENT_SECURITY_POLICY, EARLY_CLICKS_SCRIPT_HASH } from '../../worker/lib/security-headers.ts';

async function sha256Base64(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

describe('early-click holder', () => {
  const inline = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

  it('is the one inline script, and the CSP allows it by its hash, not by unsafe-inline', async () => {
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${await sha256Base64(inline[0]!)}'`;
    expect(EARLY_CLICKS_SCRIPT_HASH).toBe(hash);
    expect(CONTENT_SECURITY_POLICY.scriptSrc).toEqual(["'self'", hash]);
    const policy = staticHeaders.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'))!;
    expect(policy).toContain(`script-src 'self' ${hash};`);
  });
});
