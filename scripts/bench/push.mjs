/**
 * Chat push latency: 200 Socket.IO clients over two API processes. Buyers post messages to process A;
 * their sellers are connected to process B and receive `message:new` through the Redis adapter.
 * The floor, in the same run: a bare Socket.IO echo server with the same 200 clients.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { benchDatabase, log, percentile, root, sessionCookies, startApi, waitFor } from './harness.mjs';
import { peopleSql } from './people.sql.mjs';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');
const { Server } = createRequire(join(root, 'backend', 'package.json'))('socket.io');

const PAIRS = 100;
const MESSAGES = 10;
const GAP_MS = 2000;

const connect = (url, cookie) =>
  new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: cookie ? { Cookie: cookie } : {} });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

async function stackLatencies() {
  const db = await benchDatabase('push');
  const a = startApi(db, 3481);
  const b = startApi(db, 3482);
  const sockets = [];
  try {
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    for (const statement of peopleSql(PAIRS)) await client.query(statement);
    const { rows: coins } = await client.query('SELECT "id", "seller_id" FROM "coins" ORDER BY "id"');
    const pairs = [];
    for (const coin of coins) {
      const buyerId = coin.seller_id - 1;
      const { rows } = await client.query('INSERT INTO "conversations" ("buyer_id", "seller_id", "coin_id") VALUES ($1, $2, $3) RETURNING "id"', [buyerId, coin.seller_id, coin.id]);
      pairs.push({ conversationId: rows[0].id, buyerId, sellerId: coin.seller_id });
    }
    await client.end();
    const cookies = await sessionCookies(db, pairs.flatMap((p) => [p.buyerId, p.sellerId]));
    await Promise.all([waitFor('http://127.0.0.1:3481/readyz', a), waitFor('http://127.0.0.1:3482/readyz', b)]);

    const pending = new Map();
    const samples = [];
    for (const pair of pairs) {
      const buyerSocket = await connect('http://127.0.0.1:3481', cookies.get(pair.buyerId));
      const sellerSocket = await connect('http://127.0.0.1:3482', cookies.get(pair.sellerId));
      sellerSocket.on('message:new', ({ message }) => {
        const sentAt = pending.get(message.content);
        if (sentAt !== undefined) {
          samples.push(performance.now() - sentAt);
          pending.delete(message.content);
        }
      });
      sockets.push(buyerSocket, sellerSocket);
    }
    await sleep(300);
    log(`push: ${sockets.length} clients connected over two API processes; warming up…`);
    for (const pair of pairs) {
      await fetch(`http://127.0.0.1:3481/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies.get(pair.buyerId) },
        body: JSON.stringify({ content: `warm-up ${pair.conversationId}` }),
      });
    }
    await sleep(500);
    log(`  sending ${PAIRS * MESSAGES} messages…`);
    let failures = 0;
    await Promise.all(
      pairs.map(async (pair, index) => {
        await sleep((index * GAP_MS) / PAIRS);
        for (let i = 0; i < MESSAGES; i++) {
          const content = `bench ${pair.conversationId}-${i}`;
          pending.set(content, performance.now());
          const res = await fetch(`http://127.0.0.1:3481/api/conversations/${pair.conversationId}/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookies.get(pair.buyerId) },
            body: JSON.stringify({ content }),
          });
          if (res.status !== 201) failures += 1;
          await sleep(GAP_MS);
        }
      }),
    );
    await sleep(1000);
    return { ...summary(samples), lost: pending.size, failures };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a.stop(), b.stop()]);
    await db.drop();
  }
}

async function floorLatencies() {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io', serveClient: false });
  server.on('connection', (socket) => socket.on('echo', (payload) => socket.emit('echo', payload)));
  await new Promise((resolve) => http.listen(3483, '127.0.0.1', resolve));
  const sockets = [];
  const samples = [];
  try {
    for (let i = 0; i < 2 * PAIRS; i++) sockets.push(await connect('http://127.0.0.1:3483'));
    await Promise.all(
      sockets.map(async (socket, index) => {
        await sleep((index * GAP_MS) / sockets.length);
        for (let i = 0; i < MESSAGES / 2; i++) {
          const sentAt = performance.now();
          await new Promise((resolve) => {
            socket.once('echo', resolve);
            socket.emit('echo', { i });
          });
          samples.push(performance.now() - sentAt);
          await sleep(GAP_MS);
        }
      }),
    );
    return summary(samples);
  } finally {
    for (const socket of sockets) socket.disconnect();
    server.close();
  }
}

export async function benchPush() {
  const stack = await stackLatencies();
  log(`  stack send → receive: p50 ${stack.p50.toFixed(1)} ms, p99 ${stack.p99.toFixed(1)} ms (${stack.n} messages, ${stack.lost} lost, ${stack.failures} failed sends)`);
  const floor = await floorLatencies();
  log(`  floor echo round trip: p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms (${floor.n} echoes)`);
  return `## Chat push — ${2 * PAIRS} Socket.IO clients over two API processes
After one warm-up message each, ${PAIRS} buyers (connected to API process A) post ${MESSAGES} messages each, one every ${GAP_MS} ms
(${(PAIRS * 1000) / GAP_MS} messages a second in all), with
POST /api/conversations/{id}/messages to process A; the seller is connected to process B and receives
\`message:new\` through the Redis adapter. Latency is from the start of the POST to the receipt on B's
socket (it includes the HTTP call, the PostgreSQL insert and the Redis hop). The floor is a bare
Socket.IO echo server with ${2 * PAIRS} clients: one emit and its echo.

| path | samples | p50 ms | p99 ms | max ms |
|---|---|---|---|---|
| stack: HTTP on A → socket on B | ${stack.n} | ${stack.p50.toFixed(1)} | ${stack.p99.toFixed(1)} | ${stack.max.toFixed(1)} |
| floor: bare Socket.IO echo | ${floor.n} | ${floor.p50.toFixed(1)} | ${floor.p99.toFixed(1)} | ${floor.max.toFixed(1)} |

Messages lost: **${stack.lost}**; failed sends: **${stack.failures}**. Goal: stack p99 ≤ 50 ms on loopback.
`;
}
