// The browser tests' stand-in for CoinGecko's public treasury API (COINGECKO_API_URL of the
// server under test, playwright.config.ts): recorded answers in its documented shape, always
// the same, on 127.0.0.1 — no run reaches the network. The companies list has KULR at 1,100
// BTC (the seed: 1,021) and Treasury B.V. at 1,200 under a symbol no rule matches (TRSR.NA),
// for the Sources journey (admin-sources.spec.ts) to review, map and commit.
import { createServer } from 'node:http';
import { companiesAnswer, governmentsAnswer } from '../../../server/testing/coingecko-answers.ts';

const port = Number(process.env.FAKE_SOURCES_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_SOURCES_PORT must be a port number');

const answers: Record<string, unknown> = {
  '/api/v3/companies/public_treasury/bitcoin': companiesAnswer({ kulr: 1_100, treasuryBv: 1_200 }),
  '/api/v3/governments/public_treasury/bitcoin': governmentsAnswer(),
  '/health': { ok: true },
};

createServer((request, response) => {
  const body = answers[request.url ?? ''];
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body ?? { error: 'not found' }));
}).listen(port, '127.0.0.1');
