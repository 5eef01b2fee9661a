import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import { formatDateTime } from '@/lib/format-date';
import type { Language } from '@/i18n/languages';
import { notificationText } from './notification-text';
import { NOTIFICATION_TYPES, type AppNotification, type NotificationType } from './types';

function say(language: Language, type: NotificationType, params: AppNotification['params']): string {
  const i18n = createI18n(language);
  return notificationText(i18n.getFixedT(language, 'notifications'), { type, params }, language);
}

const coin = { coinId: 42, coinTitle: 'Mughal Mohur 1605' };
const offer = { ...coin, offerId: 9, conversationId: 7, amount: 125000 };
const parties = { buyerName: 'Imran Qureshi', sellerName: 'Rahul Verma' };
const expiresAt = '2026-12-01T10:30:00.000Z';
const at = { en: formatDateTime(expiresAt, 'en'), hi: formatDateTime(expiresAt, 'hi') };

/** One notification of every type, as the server's producers write them, and what it says in each language. */
const CASES: [NotificationType, AppNotification['params'], string, string][] = [
  ['message-received', { conversationId: 7, ...coin, senderName: 'Priya Sharma', count: 1 }, 'Priya Sharma sent you a message about “Mughal Mohur 1605”', 'Priya Sharma ने आपको “Mughal Mohur 1605” के बारे में संदेश भेजा'],
  ['offer-made', { ...offer, buyerName: 'Imran Qureshi' }, 'Imran Qureshi offered ₹1,25,000 for “Mughal Mohur 1605”', 'Imran Qureshi ने “Mughal Mohur 1605” के लिए ₹1,25,000 का ऑफ़र दिया'],
  ['offer-accepted', { ...offer, sellerName: 'Rahul Verma' }, 'Rahul Verma accepted your offer of ₹1,25,000 for “Mughal Mohur 1605”', 'Rahul Verma ने “Mughal Mohur 1605” के लिए आपका ₹1,25,000 का ऑफ़र स्वीकार कर लिया'],
  ['offer-rejected', { ...offer, sellerName: 'Rahul Verma', cause: 'seller' }, 'Rahul Verma declined your offer of ₹1,25,000 for “Mughal Mohur 1605”', 'Rahul Verma ने “Mughal Mohur 1605” के लिए आपका ₹1,25,000 का ऑफ़र अस्वीकार कर दिया'],
  ['offer-countered', { ...offer, ...parties, by: 'seller', round: 1 }, 'Rahul Verma countered your offer for “Mughal Mohur 1605” with ₹1,25,000', 'Rahul Verma ने “Mughal Mohur 1605” के लिए आपके ऑफ़र के जवाब में ₹1,25,000 का काउंटर-ऑफ़र दिया'],
  ['offer-withdrawn', { ...offer, ...parties }, 'Imran Qureshi withdrew the offer of ₹1,25,000 for “Mughal Mohur 1605”', 'Imran Qureshi ने “Mughal Mohur 1605” के लिए ₹1,25,000 का ऑफ़र वापस ले लिया'],
  ['offer-expiring', { ...offer, ...parties, awaitingYou: true, expiresAt }, `The offer of ₹1,25,000 for “Mughal Mohur 1605” expires at ${at.en}: answer it before then`, `“Mughal Mohur 1605” के लिए ₹1,25,000 का ऑफ़र ${at.hi} पर ख़त्म हो जाएगा: उससे पहले जवाब दें`],
  ['offer-expired', { ...offer, ...parties, awaitingYou: true }, 'The offer of ₹1,25,000 for “Mughal Mohur 1605” expired: it was not answered within 48 hours', '“Mughal Mohur 1605” के लिए ₹1,25,000 का ऑफ़र ख़त्म हो गया: 48 घंटे में इसका जवाब नहीं दिया गया'],
  ['listing-approved', coin, 'Your listing “Mughal Mohur 1605” was approved and is now live', 'आपकी लिस्टिंग “Mughal Mohur 1605” स्वीकृत हो गई है और अब सबको दिख रही है'],
  ['listing-rejected', { ...coin, reasonCode: 'unclear-photos', note: null, reason: null }, 'Your listing “Mughal Mohur 1605” was not approved: Unclear photos', 'आपकी लिस्टिंग “Mughal Mohur 1605” स्वीकृत नहीं हुई: तस्वीरें साफ़ नहीं'],
  ['listing-hidden', { ...coin, reason: 'The photos are of another coin' }, 'The moderators hid your listing “Mughal Mohur 1605”: The photos are of another coin', 'मॉडरेटरों ने आपकी लिस्टिंग “Mughal Mohur 1605” छिपा दी है: The photos are of another coin'],
  ['subscription-activated', { planId: 'premium', expiresAt: '2026-01-15T10:00:00.000Z' }, 'Your Premium plan is active until 15 Jan 2026', 'आपका प्रीमियम प्लान 15 जन॰ 2026 तक सक्रिय है'],
  ['subscription-expiring', { planId: 'basic', expiresAt: '2026-01-15T10:00:00.000Z' }, 'Your Basic plan ends on 15 Jan 2026. Renew it to keep listing coins.', 'आपका बेसिक प्लान 15 जन॰ 2026 को ख़त्म हो रहा है। सिक्के लिस्ट करते रहने के लिए इसे रिन्यू करें।'],
  ['subscription-expired', { planId: 'basic', expiresAt: '2026-01-15T10:00:00.000Z' }, 'Your Basic plan has ended. You are on the Free plan now.', 'आपका बेसिक प्लान ख़त्म हो गया है। अब आप फ़्री प्लान पर हैं।'],
  ['watched-price-dropped', { coinId: 42, title: 'Mughal Mohur 1605', oldPrice: 150000, newPrice: 125000 }, '“Mughal Mohur 1605” is now ₹1,25,000 (was ₹1,50,000)', '“Mughal Mohur 1605” की कीमत ₹1,50,000 से घटकर ₹1,25,000 हो गई'],
  ['report-resolved', { outcome: 'acted', targetType: 'message' }, 'Thank you: the moderators looked at your report of a message and acted on it', 'धन्यवाद: मॉडरेटरों ने एक संदेश के बारे में आपकी शिकायत देखी और उस पर कार्रवाई की'],
  ['sold-to-you', { sellerName: 'Rahul Verma', coinId: 42, coinTitle: 'Mughal Mohur 1605' }, 'Rahul Verma marked “Mughal Mohur 1605” sold to you. Rate the deal in your conversation', 'Rahul Verma ने बताया है कि “Mughal Mohur 1605” उन्होंने आपको बेचा है। बातचीत में इस सौदे को रेटिंग दें'],
  ['review-received', { rating: 5, reviewerName: 'Ananya Iyer', coinId: 42, coinTitle: 'Mughal Mohur 1605', role: 'seller' }, 'Ananya Iyer rated your deal for “Mughal Mohur 1605”: 5 out of 5 stars', 'Ananya Iyer ने “Mughal Mohur 1605” के सौदे के लिए आपको 5 में से 5 स्टार दिए'],
  ['watched-sold', { coinId: 42, title: 'Mughal Mohur 1605' }, '“Mughal Mohur 1605”, which you were watching, has been sold', 'जिस “Mughal Mohur 1605” पर आप नज़र रखे हुए थे, वह बिक गया'],
  ['saved-search-matches', { searchId: 3, name: 'Mughal mohur', search: 'mohur', count: 3, ...coin }, '3 new coins match “Mughal mohur”', '“Mughal mohur” से मेल खाते 3 नए सिक्के आए हैं'],
];

describe('notificationText', () => {
  it('has a case here for every type the server sends', () => {
    expect(CASES.map(([type]) => type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each(CASES)('writes %s in English and Hindi', (type, params, english, hindi) => {
    expect(say('en', type, params)).toBe(english);
    expect(say('hi', type, params)).toBe(hindi);
  });

  it('counts merged messages and saved-search matches with plurals', () => {
    const messages = { conversationId: 7, ...coin, senderName: 'Priya Sharma', count: 4 };
    expect(say('en', 'message-received', messages)).toBe('Priya Sharma sent you 4 messages about “Mughal Mohur 1605”');
    expect(say('hi', 'message-received', messages)).toBe('Priya Sharma ने आपको “Mughal Mohur 1605” के बारे में 4 संदेश भेजे');
    const one = { searchId: 3, name: 'Mughal mohur', search: 'mohur', count: 1 };
    expect(say('en', 'saved-search-matches', one)).toBe('1 new coin matches “Mughal mohur”');
    expect(say('hi', 'saved-search-matches', one)).toBe('“Mughal mohur” से मेल खाता 1 नया सिक्का आया है');
  });

  it('names a saved search by its text when it has no name, and says "your saved search" when it has neither', () => {
    expect(say('en', 'saved-search-matches', { name: null, search: 'rupee', count: 2 })).toBe('2 new coins match “rupee”');
    expect(say('en', 'saved-search-matches', { name: null, search: null, count: 2 })).toBe('2 new coins match your saved search');
    expect(say('hi', 'saved-search-matches', { name: null, search: null, count: 2 })).toBe('आपकी सेव की हुई खोज से मेल खाते 2 नए सिक्के आए हैं');
  });

  it('says why an offer closed when the listing went, not the seller', () => {
    const closed = (cause: string) => say('en', 'offer-rejected', { ...offer, sellerName: 'Rahul Verma', cause });
    expect(closed('listing-sold')).toBe('Your offer of ₹1,25,000 for “Mughal Mohur 1605” was closed: the coin was sold');
    expect(closed('listing-removed')).toBe('Your offer of ₹1,25,000 for “Mughal Mohur 1605” was closed: the listing was removed');
    expect(closed('listing-reserved')).toBe('Your offer of ₹1,25,000 for “Mughal Mohur 1605” was closed: the coin is reserved for another buyer');
    expect(say('hi', 'offer-rejected', { ...offer, cause: 'listing-sold' })).toBe('“Mughal Mohur 1605” के लिए आपका ₹1,25,000 का ऑफ़र बंद हो गया: सिक्का बिक गया');
  });

  it('says who took a negotiation step, and speaks to the party an expiry concerns', () => {
    const step = (type: NotificationType, params: AppNotification['params'], language: Language = 'en') => say(language, type, { ...offer, ...parties, ...params });
    expect(step('offer-countered', { by: 'buyer' })).toBe('Imran Qureshi countered with ₹1,25,000 for “Mughal Mohur 1605”');
    expect(step('offer-countered', { by: 'buyer' }, 'hi')).toBe('Imran Qureshi ने “Mughal Mohur 1605” के लिए ₹1,25,000 का काउंटर-ऑफ़र दिया');
    expect(step('offer-accepted', { by: 'buyer' })).toBe('Imran Qureshi accepted your counter-offer of ₹1,25,000 for “Mughal Mohur 1605”');
    expect(step('offer-accepted', { by: 'buyer' }, 'hi')).toBe('Imran Qureshi ने “Mughal Mohur 1605” के लिए आपका ₹1,25,000 का काउंटर-ऑफ़र स्वीकार कर लिया');
    expect(step('offer-accepted', { by: 'seller' })).toBe('Rahul Verma accepted your offer of ₹1,25,000 for “Mughal Mohur 1605”');
    expect(step('offer-rejected', { cause: 'buyer' })).toBe('Imran Qureshi declined your counter-offer of ₹1,25,000 for “Mughal Mohur 1605”');
    expect(step('offer-rejected', { cause: 'buyer' }, 'hi')).toBe('Imran Qureshi ने “Mughal Mohur 1605” के लिए आपका ₹1,25,000 का काउंटर-ऑफ़र अस्वीकार कर दिया');
    expect(step('offer-expiring', { awaitingYou: false, expiresAt })).toBe(`Your offer of ₹1,25,000 for “Mughal Mohur 1605” expires at ${at.en} if it is not answered`);
    expect(step('offer-expiring', { awaitingYou: false, expiresAt }, 'hi')).toBe(`अगर ${at.hi} तक जवाब नहीं मिला, तो “Mughal Mohur 1605” के लिए आपका ₹1,25,000 का ऑफ़र ख़त्म हो जाएगा`);
    expect(step('offer-expired', { awaitingYou: false })).toBe('Your offer of ₹1,25,000 for “Mughal Mohur 1605” expired without an answer');
    expect(step('offer-expired', { awaitingYou: false }, 'hi')).toBe('“Mughal Mohur 1605” के लिए आपके ₹1,25,000 के ऑफ़र का जवाब नहीं आया, इसलिए वह ख़त्म हो गया');
  });

  it("gives a rejection's reason code with the admin's note, the note alone for other, or the free-text reason", () => {
    const rejected = (params: AppNotification['params'], language: Language = 'en') => say(language, 'listing-rejected', { ...coin, ...params });
    expect(rejected({ reasonCode: 'replica', note: 'The edge is cast.', reason: null })).toBe('Your listing “Mughal Mohur 1605” was not approved: Replica or copy (The edge is cast.)');
    expect(rejected({ reasonCode: 'other', note: 'Show the edge too.', reason: null })).toBe('Your listing “Mughal Mohur 1605” was not approved: Show the edge too.');
    expect(rejected({ reasonCode: null, note: null, reason: 'Blurry' })).toBe('Your listing “Mughal Mohur 1605” was not approved: Blurry');
    expect(rejected({ reasonCode: null, note: null, reason: null })).toBe('Your listing “Mughal Mohur 1605” was not approved');
    expect(rejected({ reasonCode: 'price-looks-wrong', note: null, reason: null }, 'hi')).toBe('आपकी लिस्टिंग “Mughal Mohur 1605” स्वीकृत नहीं हुई: कीमत सही नहीं लगती');
  });

  it('reads missing names and titles as neutral words, and an unknown type as a new notification', () => {
    expect(say('en', 'message-received', { conversationId: 7, coinTitle: null, senderName: null })).toBe('Someone sent you a message about a coin');
    expect(say('hi', 'message-received', { conversationId: 7, coinTitle: null, senderName: null })).toBe('किसी ने आपको एक सिक्के के बारे में संदेश भेजा');
    expect(say('en', 'no-such-type' as NotificationType, {})).toBe('You have a new notification');
  });
});

/** The service worker as the browser runs it, with only what its top level touches. */
function serviceWorkerText(): (language: string, type: string, params: AppNotification['params']) => string {
  const source = readFileSync(join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
  const worker: Record<string, unknown> = { addEventListener: () => {}, location: { origin: 'https://sikka.test' } };
  new Function('self', source)(worker);
  return worker.sikkaNotificationText as (language: string, type: string, params: AppNotification['params']) => string;
}

describe('the service worker (public/sw.js) writes push notifications', () => {
  const workerText = serviceWorkerText();
  const more: [NotificationType, AppNotification['params']][] = [
    ['message-received', { conversationId: 7, ...coin, senderName: 'Priya Sharma', count: 4 }],
    ['message-received', { conversationId: 7, coinTitle: null, senderName: null }],
    ['offer-rejected', { ...offer, cause: 'listing-sold' }],
    ['offer-rejected', { ...offer, sellerName: 'Rahul Verma', cause: 'listing-reserved' }],
    ['offer-rejected', { ...offer, ...parties, cause: 'buyer' }],
    ['offer-accepted', { ...offer, ...parties, by: 'buyer' }],
    ['offer-countered', { ...offer, ...parties, by: 'buyer' }],
    ['offer-countered', { ...offer }],
    ['offer-expiring', { ...offer, ...parties, awaitingYou: false, expiresAt }],
    ['offer-expiring', { ...offer, awaitingYou: true, expiresAt: null }],
    ['offer-expired', { ...offer, ...parties, awaitingYou: false }],
    ['listing-rejected', { ...coin, reasonCode: 'replica', note: 'The edge is cast.', reason: null }],
    ['listing-rejected', { ...coin, reasonCode: 'other', note: 'Show the edge too.', reason: null }],
    ['listing-rejected', { ...coin, reasonCode: null, note: null, reason: 'Blurry' }],
    ['listing-rejected', { ...coin, reasonCode: null, note: null, reason: null }],
    ['listing-hidden', { ...coin, reason: null }],
    ['report-resolved', { outcome: 'dismissed', targetType: 'user' }],
    ['report-resolved', { outcome: 'acted', targetType: 'listing' }],
    ['saved-search-matches', { name: null, search: 'rupee', count: 1 }],
    ['saved-search-matches', { name: null, search: null, count: 2 }],
    ['no-such-type' as NotificationType, {}],
  ];

  it.each([...CASES.map(([type, params]) => [type, params] as const), ...more])('as the app says %s, in English and Hindi', (type, params) => {
    expect(workerText('en', type, params)).toBe(say('en', type, params));
    expect(workerText('hi', type, params)).toBe(say('hi', type, params));
  });
});
