import { describe, expect, it } from 'vitest';
import enStatic from '@/locales/en/static.json';
import hiStatic from '@/locales/hi/static.json';
import enPages from '@/locales/en/pages.json';
import hiPages from '@/locales/hi/pages.json';
import hiLayout from '@/locales/hi/layout.json';
import { createI18n } from './i18n';

describe('translations (app/i18n.ts)', () => {
  it('starts with every namespace but the static pages text, which loads when asked for', async () => {
    const i18n = createI18n('hi');
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('hi', 'pages')).toBe(true);
    expect(i18n.hasResourceBundle('hi', 'static')).toBe(false);

    await i18n.loadNamespaces('static');
    expect(i18n.hasResourceBundle('hi', 'static')).toBe(true);
    expect(i18n.t('terms.title', { ns: 'static' })).toBe('सेवा की शर्तें');
  });

  it('loads the static text of the new language when the language changes', async () => {
    const i18n = createI18n('en');
    await i18n.loadNamespaces('static');
    await i18n.changeLanguage('hi');
    expect(i18n.t('about.title', { ns: 'static' })).toBe('हमारे बारे में');
  });

  it('turns an English i18n to Hindi (the Hindi chunk, which the test setup loaded), every namespace at once', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'catalog')).toBe(true);
    await i18n.changeLanguage('hi');
    expect(i18n.hasResourceBundle('hi', 'catalog')).toBe(true);
    expect(i18n.t('header.signIn', { ns: 'layout' })).toBe(hiLayout.header.signIn);
  });

  it("gives the footer's page links the same titles as the pages themselves, in both languages", () => {
    for (const [pages, statics] of [
      [enPages, enStatic],
      [hiPages, hiStatic],
    ] as const) {
      for (const [page, title] of Object.entries(pages)) expect(title).toBe(statics[page as keyof typeof pages].title);
    }
  });
});
