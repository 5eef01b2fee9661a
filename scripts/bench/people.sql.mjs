/** Bench people and listings straight in SQL (no argon2, no HTTP): `pairs` sellers with one live listing each and `pairs` buyers. */
export function peopleSql(pairs, listingsPerSeller = 1) {
  return [
    `INSERT INTO "users" ("mobile_number", "password_hash", "name", "subscription_tier", "subscription_expires_at")
     SELECT '7' || lpad(g::text, 9, '0'), 'bench-account-cannot-sign-in', 'Bench Person ' || g, 'premium', now() + interval '30 days'
     FROM generate_series(1, ${2 * pairs}) g`,
    `INSERT INTO "coins" ("seller_id", "title", "description", "price", "category", "condition", "location", "status", "is_approved")
     SELECT u."id", 'Bench coin ' || u."id" || '-' || n, 'A coin for the benchmark, listed by a bench seller.', 1000, 'republic', 'fine', 'Pune', 'approved', true
     FROM "users" u CROSS JOIN generate_series(1, ${listingsPerSeller}) n
     WHERE u."mobile_number" LIKE '7%' AND (u."id" % 2) = 0`,
  ];
}
