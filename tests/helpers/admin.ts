// An admin session: no signup makes one, so an account is promoted in SQL and signs in as admin (as in
// tests/api/auth-login.test.ts).
import { sql } from 'drizzle-orm';
import { withDb } from './db.ts';
import { PASSWORD, signedUp } from './factories.ts';
import { client, type Client } from './http.ts';

export async function signedInAdmin(): Promise<{ client: Client; userId: string; email: string }> {
  const acct = await signedUp('corretor');
  await withDb((db) => db.execute(sql`UPDATE users SET user_type = 'admin' WHERE id = ${acct.userId}`));
  const c = client();
  const res = await c.request('/api/auth/login', {
    method: 'POST',
    json: { userType: 'admin', email: acct.email, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return { client: c, userId: acct.userId, email: acct.email };
}
