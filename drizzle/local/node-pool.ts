// The Neon serverless driver on the Node side (migrations, seed, benchmarks), through the local relay.
import { createRequire } from 'node:module';
import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from '../schema.ts';

const require = createRequire(import.meta.url);

export function createNodePool(databaseUrl: string, relayAddress: string | null) {
  neonConfig.webSocketConstructor = require('ws');
  if (relayAddress) {
    neonConfig.wsProxy = (host, port) => `${relayAddress}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  return { pool, db: drizzle({ client: pool, schema }) };
}
