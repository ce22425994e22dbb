// 'Forgot password?' timing, measured as an attacker would: pairs of requests, a registered
// (demo) and an unregistered e-mail, each pair from its own loopback address; medians and how often
// the registered one was the slower. Against a running server with RATE_LIMIT=off:
//   node bench/forgot-password-timing.mjs http://127.0.0.1:4703 60
import http from 'node:http';

const [base = 'http://127.0.0.1:4703', pairsArg = '60'] = process.argv.slice(2);
const pairs = Number(pairsArg);
const url = new URL('/api/registration/forgot-password', base);

function ask(email, localAddress) {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 202) reject(new Error(`status ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

// One warm-up pair, not counted.
await ask('buyer1@seamline.test', '127.0.9.1');
await ask('warm-up@nowhere.test', '127.0.9.1');
const known = [];
const unknown = [];
let knownSlower = 0;
for (let i = 0; i < pairs; i++) {
  const address = `127.0.${10 + Math.floor(i / 200)}.${(i % 200) + 1}`;
  const email = `buyer${(i % 20) + 1}@seamline.test`;
  const nobody = `nobody-${i}@nowhere.test`;
  // Alternate which goes first, so neither gains from a warm connection path.
  const [k, u] = i % 2 === 0 ? [await ask(email, address), await ask(nobody, address)] : [null, await ask(nobody, address)];
  const knownMs = k ?? (await ask(email, address));
  known.push(knownMs);
  unknown.push(u);
  if (knownMs > u) knownSlower += 1;
}
console.log(
  JSON.stringify({
    pairs,
    knownMedianMs: +median(known).toFixed(2),
    unknownMedianMs: +median(unknown).toFixed(2),
    knownSlowerInPairs: knownSlower,
  }),
);
