-- Sign-up now waits for the address to be confirmed. Accounts made before that, including the
-- ones that signed up while sign-up still signed people in, keep working: they count as confirmed.
-- See docs/regras.md#sessões-e-2fa.
UPDATE "users" SET "email_confirmado_em" = "created_at" WHERE "email_confirmado_em" IS NULL;
