-- Sign-up now waits for the address to be confirmed (issue 10 item 4). Accounts made before that, including the
-- ones that signed up while sign-up still signed people in, keep working: they count as confirmed.
UPDATE "users" SET "email_confirmado_em" = "created_at" WHERE "email_confirmado_em" IS NULL;
