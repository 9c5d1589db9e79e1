// Fixed loopback ports of the local stack; environment variables override them.
export const DEV_PORTS = {
  postgres: Number(process.env.PG_PORT ?? 54329),
  relay: Number(process.env.RELAY_PORT ?? 54330),
};
export const TEST_PORTS = {
  postgres: Number(process.env.TEST_PG_PORT ?? 54339),
  relay: Number(process.env.TEST_RELAY_PORT ?? 54340),
};
export const DATA_DIR = process.env.PGLITE_DIR ?? '.data/pglite';
