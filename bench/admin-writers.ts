// 16 administrators writing at once over real HTTP on PostgreSQL (issue 10): adds, edits,
// deletes, small imports and prices entered by hand. Reports the throughput, the errors
// (any answer that is not 2xx — the target is none; before the lock order there were
// "deadlock detected" 500s) and the p99 latency, against the same writes made by one
// writer after the other in the same run.
import type { Report } from './report.ts';
import { startAdminServer, type AdminServer } from './admin-session.ts';

const WRITERS = 16;
const WRITES_PER_WRITER = 25;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Outcome {
  latencies: number[];
  errors: string[];
}

let priceSecond = 0;

async function writer(admin: AdminServer, w: number, writes: number, outcome: Outcome, label: string) {
  const indexTypes = ['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault'];
  const indexType = indexTypes[w % indexTypes.length]!;
  const mine: string[] = [];
  const timed = async (method: string, path: string, body?: unknown, type?: string) => {
    const started = performance.now();
    const response = await admin.send(method, path, typeof body === 'string' ? body : JSON.stringify(body), type);
    const text = await response.text();
    outcome.latencies.push(performance.now() - started);
    if (response.status >= 300) outcome.errors.push(`${method} ${path} ${response.status} ${text.slice(0, 120)}`);
    return response.status < 300 && text ? (JSON.parse(text) as Record<string, unknown>) : null;
  };
  for (let i = 0; i < writes; i += 1) {
    const name = `${label} writer ${w} write ${i}`;
    const provenance = { asOf: '2026-11-10', sourceNote: 'benchmark' };
    switch (i % 5) {
      case 0:
      case 1: {
        const added = await timed('POST', '/api/admin/constituents', {
          companyName: name,
          indexType,
          btcHoldings: 3_000 + w * 10 + i,
          marketCap: 1e9 + i,
          renewableEnergyPct: 70,
          ...provenance,
        });
        const row = added?.row as { id: string } | undefined;
        if (row) mine.push(row.id);
        break;
      }
      case 2: {
        const id = mine.at(-1);
        if (id) await timed('PATCH', `/api/admin/constituents/${id}`, { btcHoldings: 4_000 + i, ...provenance });
        break;
      }
      case 3: {
        const id = mine.shift();
        if (id) await timed('DELETE', `/api/admin/constituents/${id}`, provenance);
        break;
      }
      default: {
        if (w % 2 === 0) {
          await timed('POST', '/api/admin/prices', {
            price: 95_000 + w,
            timestamp: new Date(Date.now() - 86_400_000 - ++priceSecond * 1000).toISOString(),
            source: 'benchmark',
          });
        } else {
          const csv = `companyName,indexType,btcHoldings,marketCap,asOf,sourceNote\n${name} file,${indexType},3500,2000000000,2026-11-11,benchmark`;
          const preview = await timed('POST', `/api/admin/imports?fileName=w${w}.csv`, csv, 'text/csv');
          const id = (preview?.import as { id: string } | undefined)?.id;
          if (id) await timed('POST', `/api/admin/imports/${id}/commit`);
        }
      }
    }
  }
}

export async function benchAdminWriters(report: Report) {
  const admin = await startAdminServer('postgres', 'writers');
  const name = `${WRITERS} concurrent admin writers × ${WRITES_PER_WRITER} writes (PostgreSQL, HTTP)`;
  if (!admin) {
    report({ name, value: 'skipped: no PostgreSQL server reachable' });
    return;
  }
  try {
    // Baseline: the same number of writes, one writer after the other.
    const sequential: Outcome = { latencies: [], errors: [] };
    const sequentialStarted = performance.now();
    for (let w = 0; w < WRITERS; w += 1) await writer(admin, w, WRITES_PER_WRITER, sequential, 'sequential');
    const sequentialS = (performance.now() - sequentialStarted) / 1000;

    const concurrent: Outcome = { latencies: [], errors: [] };
    const concurrentStarted = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, (_, w) => writer(admin, w, WRITES_PER_WRITER, concurrent, 'concurrent')),
    );
    const concurrentS = (performance.now() - concurrentStarted) / 1000;

    const sequentialRate = sequential.latencies.length / sequentialS;
    const concurrentRate = concurrent.latencies.length / concurrentS;
    const sorted = [...concurrent.latencies].sort((a, b) => a - b);
    report({
      name,
      value: `${concurrentRate.toFixed(0)} requests/s, ${concurrent.errors.length} errors, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
      baseline: `one writer at a time: ${sequentialRate.toFixed(0)} requests/s, ${sequential.errors.length} errors`,
      ratio: (concurrentRate / sequentialRate).toFixed(2),
      target: '0 errors',
    });
    if (concurrent.errors.length > 0) console.error(concurrent.errors.slice(0, 10).join('\n'));
  } finally {
    await admin.stop();
  }
}
