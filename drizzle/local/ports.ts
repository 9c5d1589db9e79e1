// Fixed loopback ports of the local stack; environment variables override them. All below 32768, outside the
// range the kernel hands out as ephemeral ports, so a busy test run's own connections can never take them.
export const DEV_PORTS = {
  postgres: Number(process.env.PG_PORT ?? 15432),
  relay: Number(process.env.RELAY_PORT ?? 15433),
};
export const TEST_PORTS = {
  postgres: Number(process.env.TEST_PG_PORT ?? 15442),
  relay: Number(process.env.TEST_RELAY_PORT ?? 15443),
};
export const DATA_DIR = process.env.PGLITE_DIR ?? '.data/pglite';
/** The database-outage test's own stack and Worker (tests/outage/), which it stops and starts. */
export const OUTAGE_PORTS = {
  postgres: Number(process.env.TEST_OUTAGE_PG_PORT ?? 15472),
  relay: Number(process.env.TEST_OUTAGE_RELAY_PORT ?? 15473),
  worker: Number(process.env.TEST_OUTAGE_PORT ?? 8799),
};
