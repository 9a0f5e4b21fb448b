// The page-cache flood's client, in a process of its own so its work does not delay the
// client that measures the API read beside it (bench/page-cache.ts spawns it):
// `tsx bench/flood-client.ts <base url> <page> <distinct query strings> <connections> <seconds>`
// asks for the page with a new query string each time and prints autocannon's result as JSON.
import autocannon from 'autocannon';

const [base, page, variants, connections, seconds] = process.argv.slice(2);
let sent = 0;
const result = await autocannon({
  url: base!,
  connections: Number(connections),
  duration: Number(seconds),
  // A browser's Accept-Encoding: the flood's bytes are the compressed page's.
  headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => {
        sent += 1;
        const variant = sent % Number(variants);
        return { ...request, path: `${page}?utm_source=bench&utm_campaign=c${variant}&ref=r${variant}` };
      },
    },
  ],
});
console.log(JSON.stringify({ rps: result.requests.average, non2xx: result.non2xx, errors: result.errors }));
