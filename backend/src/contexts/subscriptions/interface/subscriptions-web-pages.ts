import { Injectable, OnModuleInit } from '@nestjs/common';
import type { PageLanguage, WebPage } from '../../../platform/http/web-page';
import { WebPages } from '../../../platform/http/web-pages';

/** The plans screen's words, as the web app says them (common.json pages.subscription, subscriptions.json lead). */
const PLANS_WORDS: Record<PageLanguage, { title: string; intro: string }> = {
  en: {
    title: 'Subscription Plans',
    intro: 'Browsing and messaging are free. Choose a monthly plan to list your coins for sale — no commission, no charge per listing.',
  },
  hi: {
    title: 'सदस्यता योजनाएँ',
    intro: 'सिक्के देखना और मैसेज करना मुफ़्त है। अपने सिक्के बेचने के लिए लिस्ट करने हेतु मासिक प्लान चुनें — न कोई कमीशन, न हर लिस्टिंग का शुल्क।',
  },
};

/** /subscription's title and first screen (decisions/0059): its heading and lead, painted before the app's plans arrive. */
export function plansPage(language: PageLanguage): WebPage {
  const words = PLANS_WORDS[language];
  return { head: { title: words.title }, body: { heading: words.title, intro: words.intro, facts: [] } };
}

/** Tells the web server what the Subscriptions' public screen shows. */
@Injectable()
export class SubscriptionsWebPages implements OnModuleInit {
  constructor(private readonly pages: WebPages) {}

  onModuleInit(): void {
    this.pages.register('/subscription', async (request) => plansPage(request.language));
  }
}
