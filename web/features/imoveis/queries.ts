import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';
import type { Coords } from '@web/lib/use-geolocation.ts';

/** The newest active developments. */
export function recentImoveisQuery(limit: number) {
  return queryOptions({
    queryKey: ['imoveis', 'recentes', limit],
    queryFn: ({ signal }) => api('GET', '/api/oportunidades', { query: { limit }, signal }),
  });
}

/** Active developments within radiusKm of coords, nearest first. */
export function nearbyImoveisQuery(coords: Coords, radiusKm: number, limit: number) {
  // ~100 m precision is plenty for a 50 km search, and keeps the cache key stable as the fix jitters.
  const lat = coords.lat.toFixed(3);
  const long = coords.long.toFixed(3);
  return queryOptions({
    queryKey: ['imoveis', 'proximos', lat, long, radiusKm, limit],
    queryFn: ({ signal }) =>
      api('GET', '/api/oportunidades/proximos', { query: { lat, long, raio_km: radiusKm, limit }, signal }),
  });
}
