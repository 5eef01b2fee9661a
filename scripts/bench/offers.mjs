/**
 * Event-sourced offer decisions under contention: N pending offers, two racing decisions each
 * (accept and reject) fired 50 at a time. Counts decisions per second and checks that no conflict is
 * lost: exactly one decision per offer, every loser a 409, the read model equal to a replay.
 */
import pg from 'pg';
import { benchDatabase, log, sessionCookies, startApi, waitFor } from './harness.mjs';
import { peopleSql } from './people.sql.mjs';

const OFFERS = 300;
const CONCURRENCY = 50;

async function pool(tasks, size) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

export async function benchOffers() {
  const db = await benchDatabase('offers');
  const api = startApi(db, 3491);
  try {
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    for (const statement of peopleSql(1, OFFERS)) await client.query(statement);
    const { rows: coins } = await client.query('SELECT "id", "seller_id" FROM "coins" ORDER BY "id"');
    const sellerId = coins[0].seller_id;
    const buyerId = sellerId - 1;
    const { rows } = await client.query('INSERT INTO "conversations" ("buyer_id", "seller_id", "coin_id") VALUES ($1, $2, $3) RETURNING "id"', [buyerId, sellerId, coins[0].id]);
    const conversationId = rows[0].id;
    const cookies = await sessionCookies(db, [buyerId, sellerId]);
    await waitFor('http://127.0.0.1:3491/readyz', api);
    const call = (method, path, cookie, body) =>
      fetch(`http://127.0.0.1:3491${path}`, { method, headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });

    log(`offers: making ${OFFERS} offers…`);
    const offers = await pool(
      coins.map((coin) => async () => {
        const res = await call('POST', `/api/conversations/${conversationId}/offers`, cookies.get(buyerId), { coinId: coin.id, offerAmount: 900 });
        if (res.status !== 201) throw new Error(`making an offer answered ${res.status}: ${await res.text()}`);
        return (await res.json()).id;
      }),
      CONCURRENCY,
    );

    const decisions = offers.flatMap((id) => ['accepted', 'rejected'].map((status) => () => call('PATCH', `/api/offers/${id}`, cookies.get(sellerId), { status }).then((r) => r.status)));
    const started = performance.now();
    const statuses = await pool(decisions, CONCURRENCY);
    const seconds = (performance.now() - started) / 1000;
    const won = statuses.filter((s) => s === 200).length;
    const conflicts = statuses.filter((s) => s === 409).length;
    const other = statuses.length - won - conflicts;

    const { rows: check } = await client.query(
      `SELECT o."id", o."status", o."version", count(e.*)::int AS "events",
              (array_agg(e."type" ORDER BY e."stream_version" DESC))[1] AS "last"
       FROM "offers" o JOIN "events" e ON e."stream_id" = 'offer-' || o."id"
       GROUP BY o."id", o."status", o."version"`,
    );
    await client.end();
    const replayMismatches = check.filter((row) => row.events !== 2 || row.version !== 2 || row.status !== (row.last === 'OfferAccepted' ? 'accepted' : 'rejected')).length;
    log(`  ${won} decisions won, ${conflicts} conflicts (409), ${other} other answers in ${seconds.toFixed(2)} s; replay mismatches: ${replayMismatches}`);
    return `## Offer decisions under contention
${OFFERS} pending offers, two racing decisions each (accept and reject), ${CONCURRENCY} requests in flight, through
PATCH /api/offers/{id} on one API process: every decision is a read of the offer stream, the pure decider, an
append with the expected version and the inline projection in one transaction.

| decisions sent | won (200) | conflicts (409) | other | seconds | decisions won per second | read model ≠ replay |
|---|---|---|---|---|---|---|
| ${statuses.length} | ${won} | ${conflicts} | ${other} | ${seconds.toFixed(2)} | ${(won / seconds).toFixed(0)} | ${replayMismatches} |

Zero conflicts lost means: exactly one decision per offer (won = ${OFFERS}), every other attempt a 409, and each
offer's row equal to the replay of its stream.
`;
  } finally {
    await api.stop();
    await db.drop();
  }
}
