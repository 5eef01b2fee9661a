/**
 * SQL that fills a bench database with `rows` approved listings from 200 sellers, deterministic per row
 * number. Arithmetic on the row number is bigint: `g * 7919` overflows int4 above 271,000 rows.
 */
export function seedSql(rows) {
  const list = (values) => `ARRAY[${values.map((v) => (v === null ? 'NULL' : `'${v}'`)).join(', ')}]::text[]`;
  const rulers = list(['Victoria', 'George V', 'George VI', 'William IV', 'Akbar', 'Shah Jahan', 'Aurangzeb', 'Jahangir', 'Nehru', 'Gandhi', 'Tipu Sultan', 'Nizam']);
  const kinds = list(['Rupee', 'Half Rupee', 'Quarter Anna', 'Mohur', 'Paisa', 'Two Annas', 'Fanon', 'Tanga']);
  const categories = list(['british-india', 'mughal', 'republic', 'princely', 'east-india-company', 'portuguese-india', 'french-india']);
  const conditions = list(['poor', 'fair', 'good', 'very-good', 'fine', 'very-fine', 'excellent', 'mint']);
  const metals = list(['gold', 'silver', 'copper', 'bronze', 'nickel', 'brass', 'copper-nickel', null]);
  const cities = list(['Delhi', 'New Delhi', 'Mumbai', 'Bangalore', 'Kolkata', 'Chennai', 'Pune', 'Hyderabad', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Navi Mumbai']);
  return [
    `INSERT INTO "users" ("mobile_number", "password_hash", "name", "location", "subscription_tier", "subscription_expires_at", "created_at")
     SELECT '8' || lpad(g::text, 9, '0'), 'bench-account-cannot-sign-in', 'Bench Seller ' || g, (${cities})[1 + g % 12], 'premium', now() + interval '30 days', now() - (g || ' days')::interval
     FROM generate_series(1, 200) g`,
    `INSERT INTO "coins" ("seller_id", "title", "description", "price", "category", "condition", "metal", "year", "location", "status", "is_approved", "is_sold", "comment_count", "conversation_count", "created_at", "updated_at")
     SELECT (SELECT min("id") FROM "users" WHERE "mobile_number" LIKE '8%') + g % 200,
            (${rulers})[1 + g % 12] || ' ' || (${kinds})[1 + (g / 12) % 8] || ' ' || (1800 + g % 180),
            CASE WHEN g % 10 = 0 THEN 'मुग़ल काल का चाँदी का सिक्का, बहुत अच्छी स्थिति। लॉट ' || g
                 ELSE 'Well preserved coin with clear legends and original toning, from an old family collection. Lot ' || g END,
            1 + (g::bigint * 7919) % 250000,
            (${categories})[1 + g % 7], (${conditions})[1 + (g / 7) % 8], (${metals})[1 + (g / 3) % 8],
            (1800 + g % 180)::text, (${cities})[1 + (g / 5) % 12], 'approved', true, g % 25 = 0, g % 7, g % 3,
            now() - make_interval(mins => ((g::bigint * 37) % 525600)::int), now()
     FROM generate_series(1, ${Number(rows)}) g`,
    'VACUUM ANALYZE "coins"',
    'ANALYZE "users"',
    // Write the seed's dirty pages out now, so the first shape measured does not pay for it.
    'CHECKPOINT',
  ];
}
