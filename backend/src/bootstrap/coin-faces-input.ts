/**
 * What the demo coin drawings need to know about a listing. spec.md's fields are required; which coin
 * it is (demo-coin-identities) and its condition are optional and, when given, make the faces truer:
 * the ruler's titles and bust, the mint on a Mughal reverse, a square flan, wear by condition.
 */
export interface CoinPictureInput {
  title: string;
  metal: string | null;
  year: string | null;
  category: string;
  condition?: string | null;
  denomination?: string | null;
  issuer?: string | null;
  ruler?: string | null;
  mint?: string | null;
  shape?: string | null;
}
