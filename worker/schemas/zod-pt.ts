// zod speaks Portuguese: any issue a schema gives no message of its own gets the pt-BR one instead of zod's English
// ("Too big: expected int…"). Imported first by the Worker (worker/app.ts), and by the SPA with zod itself
// (web/lib/lazy-zod-resolver.ts), so every schema parses under it on both sides. Only this one locale is imported,
// not zod's whole catalogue.
import * as z from 'zod';
import ptBR from 'zod/v4/locales/pt-BR.js';

z.config(ptBR());
