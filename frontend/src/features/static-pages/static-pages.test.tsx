import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageTitle } from '@/components/use-page-title';
import { COMMUNITY_CHAT_URL, SUPPORT_EMAIL } from '@/config/site';
import enStatic from '@/locales/en/static.json';
import hiStatic from '@/locales/hi/static.json';
import {
  AboutPage,
  AntiquitiesPage,
  ContactPage,
  DisclaimerPage,
  PrivacyPage,
  ShippingDeliveryPage,
  STATIC_PAGE_TITLE_KEYS,
  SubscriptionPolicyPage,
  TermsPage,
  type StaticPageId,
} from './index';

// The real hook reads the `common` namespace; here we only check what the pages pass to it.
vi.mock('@/components/use-page-title', () => ({ usePageTitle: vi.fn() }));

type Language = 'en' | 'hi';

const PAGES: Record<StaticPageId, ComponentType> = {
  about: AboutPage,
  contact: ContactPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  disclaimer: DisclaimerPage,
  shippingDelivery: ShippingDeliveryPage,
  subscriptionPolicy: SubscriptionPolicyPage,
  antiquities: AntiquitiesPage,
};

/** What each page must show, written out literally so that a wrong translation fails. */
const EXPECTED: Record<
  Language,
  {
    backToHome: string;
    titles: Record<StaticPageId, string>;
    dateLines: Partial<Record<StaticPageId, string>>;
    datePrefix: RegExp;
    responseTimes: [label: string, time: string][];
    premiumLimit: string;
    unlimited: RegExp;
  }
> = {
  en: {
    backToHome: 'Back to Home',
    titles: {
      about: 'About Us',
      contact: 'Contact Us',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      disclaimer: 'Disclaimer',
      shippingDelivery: 'Shipping & Delivery',
      subscriptionPolicy: 'Subscription Policy',
      antiquities: 'Antiquities and the Law',
    },
    dateLines: {
      terms: 'Last updated: May 29, 2025',
      privacy: 'Last updated: May 29, 2025',
      disclaimer: 'Last updated: May 29, 2025',
      shippingDelivery: 'Last updated: January 2025',
      subscriptionPolicy: 'Last updated: January 2025',
    },
    datePrefix: /Last updated/,
    responseTimes: [
      ['General queries', '24-48 hours'],
      ['Technical issues', '12-24 hours'],
      ['Urgent matters', '4-8 hours'],
    ],
    premiumLimit: 'List up to 50 coins per month',
    unlimited: /unlimited/i,
  },
  hi: {
    backToHome: 'होम पर वापस जाएँ',
    titles: {
      about: 'हमारे बारे में',
      contact: 'संपर्क करें',
      terms: 'सेवा की शर्तें',
      privacy: 'गोपनीयता नीति',
      disclaimer: 'अस्वीकरण',
      shippingDelivery: 'शिपिंग और डिलीवरी',
      subscriptionPolicy: 'सदस्यता नीति',
      antiquities: 'पुरावशेष और क़ानून',
    },
    dateLines: {
      terms: 'अंतिम अपडेट: 29 मई 2025',
      privacy: 'अंतिम अपडेट: 29 मई 2025',
      disclaimer: 'अंतिम अपडेट: 29 मई 2025',
      shippingDelivery: 'अंतिम अपडेट: जनवरी 2025',
      subscriptionPolicy: 'अंतिम अपडेट: जनवरी 2025',
    },
    datePrefix: /अंतिम अपडेट/,
    responseTimes: [
      ['सामान्य सवाल', '24-48 घंटे'],
      ['तकनीकी समस्याएँ', '12-24 घंटे'],
      ['ज़रूरी मामले', '4-8 घंटे'],
    ],
    premiumLimit: 'हर महीने 50 सिक्के तक लिस्ट करें',
    unlimited: /असीमित|unlimited/i,
  },
};

beforeAll(() => {
  // antd's Grid.useBreakpoint needs matchMedia, which jsdom does not provide.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
});

beforeEach(() => {
  vi.mocked(usePageTitle).mockClear();
});

async function renderPage(Page: ComponentType, language: Language) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    // No fallback: a key missing in Hindi must not be hidden by the English text.
    fallbackLng: false,
    resources: { en: { static: enStatic }, hi: { static: hiStatic } },
    ns: ['static'],
    defaultNS: 'static',
    interpolation: { escapeValue: false },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Page /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

const PAGE_IDS = Object.keys(PAGES) as StaticPageId[];

/** The trimmed, non-empty text nodes of the rendered document. */
function textNodes(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text !== '') texts.push(text);
  }
  return texts;
}

describe.each<Language>(['en', 'hi'])('static pages (%s)', (language) => {
  const expected = EXPECTED[language];

  it.each(PAGE_IDS)('%s: heading, title, date line, sections and Back to Home', async (id) => {
    await renderPage(PAGES[id], language);

    const title = expected.titles[id];
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(usePageTitle).toHaveBeenCalledWith(title);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);

    const dateLine = expected.dateLines[id];
    if (dateLine === undefined) {
      expect(screen.queryByText(expected.datePrefix)).not.toBeInTheDocument();
    } else {
      expect(screen.getByText(dateLine)).toBeInTheDocument();
    }

    const backLinks = screen.getAllByRole('link', { name: expected.backToHome });
    expect(backLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/');

    // No raw i18n key (a text node such as "terms.title") leaked into the page.
    expect(textNodes().filter((text) => /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(text))).toEqual([]);
  });

  it('contact: the three response-time claims, e-mail and community chat', async () => {
    await renderPage(ContactPage, language);

    for (const [label, time] of expected.responseTimes) {
      const row = screen.getByText(label).closest('li');
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByText(time)).toBeInTheDocument();
    }

    const mailLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === `mailto:${SUPPORT_EMAIL}`);
    expect(mailLinks.length).toBeGreaterThanOrEqual(1);

    const chatLink = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === COMMUNITY_CHAT_URL);
    expect(chatLink).toHaveAttribute('target', '_blank');
    expect(chatLink).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('subscription policy: Premium is 50 listings per month, never unlimited', async () => {
    await renderPage(SubscriptionPolicyPage, language);

    expect(screen.getByText(expected.premiumLimit)).toBeInTheDocument();
    expect(screen.getByText('₹199')).toBeInTheDocument();
    expect(screen.getByText('₹799')).toBeInTheDocument();
    expect(document.body.textContent ?? '').not.toMatch(expected.unlimited);
  });
});

describe('static namespace', () => {
  it('has the same structure in English and Hindi, including array lengths', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : typeof value;
    expect(shape(hiStatic)).toEqual(shape(enStatic));
  });

  it('has a title for every page id', () => {
    for (const key of Object.values(STATIC_PAGE_TITLE_KEYS)) {
      const [page, field] = key.split('.') as [keyof typeof enStatic, string];
      expect(enStatic[page]).toHaveProperty(field);
      expect(hiStatic[page]).toHaveProperty(field);
    }
  });
});
