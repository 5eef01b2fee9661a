import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authPage } from '../../contexts/identity/interface/identity-web-pages';
import { plansPage } from '../../contexts/subscriptions/interface/subscriptions-web-pages';
import { CATALOG_PAGE_WORDS } from '../../contexts/catalog/interface/catalog-page-words';
import { SPECIFICATION_WORDS } from '../../contexts/catalog/interface/catalog-page-specification';
import { SITE_WORDS } from './page-words';
import { PAGE_LANGUAGES } from './web-page';

/** The web app's translations: the server-written first screens must say what the app then says (decisions/0059). */
const LOCALES = join(__dirname, '../../../../frontend/src/locales');
const app = (language: string, namespace: string): Record<string, any> => JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'));

describe.each(PAGE_LANGUAGES)('the words of the server-written pages in %s equal the web app’s', (language) => {
  const common = app(language, 'common');
  const catalog = app(language, 'catalog');
  const coin = app(language, 'coin');

  it('header: Sign In and the language names', () => {
    expect(SITE_WORDS[language].signIn).toBe(app(language, 'layout').header.signIn);
    expect(SITE_WORDS[language].languageName).toBe(common.language[language]);
  });

  it('Catalog: search box, counts, card labels, metals and conditions', () => {
    const words = CATALOG_PAGE_WORDS[language];
    expect([words.searchLabel, words.searchPlaceholder, words.searchPrompt]).toEqual([catalog.search.label, catalog.search.placeholder, catalog.search.prompt]);
    expect(words.found('5', false, false)).toBe(catalog.list.count_other.replace('{{count}}', '5'));
    expect(words.found('1', false, true)).toBe(catalog.list.count_one.replace('{{count}}', '1'));
    expect(words.found('1,000', true, false)).toBe(catalog.list.countAtLeast_other.replace('{{count}}', '1,000'));
    for (const key of ['year', 'metal', 'condition', 'seller', 'soldBadge', 'reservedBadge'] as const) expect(words.card[key]).toBe(catalog.card[key]);
    expect(words.metals).toEqual(coin.metals);
    expect(words.conditions).toEqual(coin.conditions);
    expect(words.unknown).toBe(coin.unknown);
  });

  it('Catalog: the coin page’s specification labels', () => {
    const spec = app(language, 'coin-identity').spec;
    const words = SPECIFICATION_WORDS[language];
    for (const key of ['denomination', 'issuer', 'ruler', 'mint', 'catalogueRefs', 'weight', 'diameter', 'grade', 'certification'] as const) expect(words[key]).toBe(spec[key]);
    expect(words.grams(11.66)).toBe(spec.grams.replace('{{value}}', '11.66'));
    expect(words.millimetres(30.5)).toBe(spec.millimetres.replace('{{value}}', '30.5'));
  });

  it('Identity’s /auth and the Subscriptions’ /subscription', () => {
    const identity = app(language, 'identity');
    const auth = authPage(language);
    expect(auth.head.title).toBe(common.pages.auth);
    expect(auth.body?.heading).toBe(identity.auth.title.replace('{{product}}', 'Sikka'));
    expect(auth.body?.intro).toBe(identity.auth.subtitle);
    expect(auth.body?.aside).toEqual({ title: identity.highlights.title, text: identity.highlights.intro });
    const plans = plansPage(language);
    expect(plans.body?.heading).toBe(common.pages.subscription);
    expect(plans.body?.intro).toBe(app(language, 'subscriptions').lead);
  });
});
