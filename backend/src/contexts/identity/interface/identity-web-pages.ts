import { Injectable, OnModuleInit } from '@nestjs/common';
import type { PageLanguage, WebPage } from '../../../platform/http/web-page';
import { WebPages } from '../../../platform/http/web-pages';

/** The sign-in screen's words, as the web app says them (common.json pages.auth, identity.json auth.title and auth.subtitle). */
const AUTH_WORDS: Record<PageLanguage, { title: string; heading: string; intro: string }> = {
  en: { title: 'Sign In', heading: 'Welcome to Sikka', intro: 'Sign in or create an account to buy and sell coins.' },
  hi: { title: 'साइन इन', heading: 'Sikka में आपका स्वागत है', intro: 'सिक्के ख़रीदने और बेचने के लिए साइन इन करें या नया खाता बनाएँ।' },
};

/** /auth's title and first screen (decisions/0059): its heading and lead, painted before the app's form arrives. */
export function authPage(language: PageLanguage): WebPage {
  const words = AUTH_WORDS[language];
  return { head: { title: words.title }, body: { heading: words.heading, intro: words.intro, facts: [] } };
}

/** Tells the web server what Identity's public screen shows. */
@Injectable()
export class IdentityWebPages implements OnModuleInit {
  constructor(private readonly pages: WebPages) {}

  onModuleInit(): void {
    this.pages.register('/auth', async (request) => authPage(request.language));
  }
}
