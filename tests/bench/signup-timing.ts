// Does the sign-up answer's timing tell whether an address is registered? Sends sign-ups one at a time,
// alternating a new address and the demo corretor's (registered), each from its own client address, and prints
// p50/p95 of both. Against a running `npm start` with the per-network sign-up limit raised:
//   LIMITE_CADASTROS_POR_HORA=100000 npm start
//   BENCH_URL=http://localhost:8787 node --import tsx tests/bench/signup-timing.ts
import { printTable, type LoadResult } from './http-load.ts';

const BASE = process.env.BENCH_URL ?? 'http://localhost:8787';
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const REGISTERED = 'corretor@conectaimoveis.com.br';

function body(email: string) {
  return JSON.stringify({
    userType: 'corretor',
    nome: 'Bench Cadastro',
    creci: 'CRECI-SP 1-F',
    email,
    password: 'senha-forte-bench',
    confirmPassword: 'senha-forte-bench',
  });
}

async function timeSignup(email: string, i: number) {
  const t = performance.now();
  const res = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'cf-connecting-ip': `2001:db8:${i.toString(16)}::1` },
    body: body(email),
  });
  const text = await res.text();
  return { ms: performance.now() - t, status: res.status, text };
}

const samples = { novo: [] as number[], cadastrado: [] as number[] };
const bodies = new Set<string>();
let errors = 0;
for (let i = 0; i < RUNS * 2; i++) {
  const registered = i % 2 === 1;
  const email = registered ? REGISTERED : `bench.cadastro.${Date.now().toString(36)}${i}@teste.com.br`;
  const r = await timeSignup(email, i);
  if (r.status !== 202) errors++;
  bodies.add(`${r.status} ${r.text}`);
  // The first pair warms up the Worker and the pools.
  if (i >= 2) samples[registered ? 'cadastrado' : 'novo'].push(r.ms);
}

const summary = (label: string, times: number[]): LoadResult => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { label, n: sorted.length, errors, p50: at(50), p95: at(95), p99: at(99), rps: 0 };
};
printTable([
  summary('cadastro, e-mail novo', samples.novo),
  summary('cadastro, e-mail já cadastrado', samples.cadastrado),
]);
console.log(`respostas distintas (status e corpo): ${bodies.size}`);
