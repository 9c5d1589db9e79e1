// Development-only keys for what production keeps in Worker secrets: `npm start`, `npm run dev` and the tests pass
// them as vars, the way they pass DATABASE_URL. Public by design (this file is in the repository), so production
// must set its own: `wrangler secret put TOTP_ENCRYPTION_KEY` (README, 'Produção').
/** AES-256-GCM key of the admin TOTP secrets (worker/lib/totp-secret.ts), base64 of 32 bytes. */
export const DEV_TOTP_ENCRYPTION_KEY = 'avyzyi6gNrAG8CI7Rlct9Y8jKNpYHFYIAZzcxnKmtd8=';
