import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';

// docs/arquitetura.md#a-request: a file worker/api/<name>.ts is the URL area /api/<name>.
const files = Object.keys(import.meta.glob('../../worker/api/*.ts')).map((f) => f.split('/').pop()!.replace('.ts', ''));

describe('worker/api layout', () => {
  it('mounts every file at the path its name says', () => {
    expect(files.length).toBeGreaterThan(5);
    const paths = new Set(app.routes.map((r) => r.path));
    for (const name of files) {
      expect([...paths].some((p) => p === `/api/${name}` || p.startsWith(`/api/${name}/`))).toBe(true);
    }
  });
});
