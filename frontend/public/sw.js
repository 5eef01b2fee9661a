/*
 * Sikka's service worker (scope /). Plain JavaScript, served as is from the site's root with
 * Cache-Control: no-cache, so a new version is picked up on the next visit (decisions/0069).
 *
 * - Push: shows each Web Push message ({id, type, params, link}) as a notification whose sentence it
 *   writes here, in the interface language the app told it (English until told). The phrases are the
 *   app's (src/locales/{en,hi}/notifications.json); notification-text.test.ts holds them equal.
 * - Click: focuses an open Sikka window on the notification's screen, or opens one.
 * - Offline: a page navigation that fails on the network gets the offline page. Only that page and its
 *   icon are cached; API calls and the app's assets are never cached or answered here.
 */
'use strict';

var OFFLINE_CACHE = 'sikka-offline-v1';
var SETTINGS_CACHE = 'sikka-settings';
var OFFLINE_PAGE = '/offline.html';
var PRECACHED = [OFFLINE_PAGE, '/icon-192.png'];
var LANGUAGE_KEY = '/__sikka/language';
/** Types merged server-side into one notification per conversation or saved search: a newer one replaces the shown one. */
var GROUPED = ['message-received', 'saved-search-matches'];

var PHRASES = {
  en: {
    someone: 'Someone',
    someCoin: 'a coin',
    coin: '“{{title}}”',
    search: '“{{name}}”',
    yourPlan: 'paid',
    reasonWithNote: '{{reason}} ({{note}})',
    plans: { basic: 'Basic', premium: 'Premium' },
    reportTargets: { listing: 'a listing', user: 'a person', message: 'a message' },
    reasons: {
      'unclear-photos': 'Unclear photos',
      'not-a-coin': 'Not a coin',
      replica: 'Replica or copy',
      'wrong-category': 'Wrong category',
      'contact-details': 'Contact details in the listing',
      'price-looks-wrong': 'Price looks wrong',
    },
    text: {
      'message-received_one': '{{senderName}} sent you a message about {{coin}}',
      'message-received_other': '{{senderName}} sent you {{count}} messages about {{coin}}',
      'offer-made': '{{buyerName}} offered {{amount}} for {{coin}}',
      'offer-accepted': '{{sellerName}} accepted your offer of {{amount}} for {{coin}}',
      'offer-accepted-counter': '{{buyerName}} accepted your counter-offer of {{amount}} for {{coin}}',
      'offer-rejected.seller': '{{sellerName}} declined your offer of {{amount}} for {{coin}}',
      'offer-rejected.buyer': '{{buyerName}} declined your counter-offer of {{amount}} for {{coin}}',
      'offer-rejected.listing-sold': 'Your offer of {{amount}} for {{coin}} was closed: the coin was sold',
      'offer-rejected.listing-removed': 'Your offer of {{amount}} for {{coin}} was closed: the listing was removed',
      'offer-rejected.listing-reserved': 'Your offer of {{amount}} for {{coin}} was closed: the coin is reserved for another buyer',
      'offer-countered.seller': '{{sellerName}} countered your offer for {{coin}} with {{amount}}',
      'offer-countered.buyer': '{{buyerName}} countered with {{amount}} for {{coin}}',
      'offer-withdrawn': '{{buyerName}} withdrew the offer of {{amount}} for {{coin}}',
      'offer-expiring.you': 'The offer of {{amount}} for {{coin}} expires at {{time}}: answer it before then',
      'offer-expiring.other': 'Your offer of {{amount}} for {{coin}} expires at {{time}} if it is not answered',
      'offer-expired.you': 'The offer of {{amount}} for {{coin}} expired: it was not answered within 48 hours',
      'offer-expired.other': 'Your offer of {{amount}} for {{coin}} expired without an answer',
      'review-received': '{{reviewerName}} rated your deal for {{coin}}: {{rating}} out of 5 stars',
      'sold-to-you': '{{sellerName}} marked {{coin}} sold to you. Rate the deal in your conversation',
      'listing-approved': 'Your listing {{coin}} was approved and is now live',
      'listing-rejected': 'Your listing {{coin}} was not approved: {{reason}}',
      'listing-rejected-noReason': 'Your listing {{coin}} was not approved',
      'listing-hidden': 'The moderators hid your listing {{coin}}: {{reason}}',
      'report-resolved.acted': 'Thank you: the moderators looked at your report of {{target}} and acted on it',
      'report-resolved.dismissed': 'The moderators looked at your report of {{target}} and found nothing against the rules. Thank you for telling us',
      'listing-hidden-noReason': 'The moderators hid your listing {{coin}}',
      'subscription-activated': 'Your {{plan}} plan is active until {{date}}',
      'subscription-expiring': 'Your {{plan}} plan ends on {{date}}. Renew it to keep listing coins.',
      'subscription-expired': 'Your {{plan}} plan has ended. You are on the Free plan now.',
      'watched-price-dropped': '{{coin}} is now {{newPrice}} (was {{oldPrice}})',
      'watched-sold': '{{coin}}, which you were watching, has been sold',
      'saved-search-matches_one': '{{count}} new coin matches {{search}}',
      'saved-search-matches_other': '{{count}} new coins match {{search}}',
      'saved-search-matches-unnamed_one': '{{count}} new coin matches your saved search',
      'saved-search-matches-unnamed_other': '{{count}} new coins match your saved search',
      unknown: 'You have a new notification',
    },
  },
  hi: {
    someone: 'किसी',
    someCoin: 'एक सिक्के',
    coin: '“{{title}}”',
    search: '“{{name}}”',
    yourPlan: 'पेड',
    reasonWithNote: '{{reason}} ({{note}})',
    plans: { basic: 'बेसिक', premium: 'प्रीमियम' },
    reportTargets: { listing: 'एक लिस्टिंग', user: 'एक व्यक्ति', message: 'एक संदेश' },
    reasons: {
      'unclear-photos': 'तस्वीरें साफ़ नहीं',
      'not-a-coin': 'सिक्का नहीं है',
      replica: 'प्रतिकृति (रेप्लिका) या नक़ल',
      'wrong-category': 'ग़लत श्रेणी',
      'contact-details': 'लिस्टिंग में संपर्क जानकारी',
      'price-looks-wrong': 'कीमत सही नहीं लगती',
    },
    text: {
      'message-received_one': '{{senderName}} ने आपको {{coin}} के बारे में संदेश भेजा',
      'message-received_other': '{{senderName}} ने आपको {{coin}} के बारे में {{count}} संदेश भेजे',
      'offer-made': '{{buyerName}} ने {{coin}} के लिए {{amount}} का ऑफ़र दिया',
      'offer-accepted': '{{sellerName}} ने {{coin}} के लिए आपका {{amount}} का ऑफ़र स्वीकार कर लिया',
      'offer-accepted-counter': '{{buyerName}} ने {{coin}} के लिए आपका {{amount}} का काउंटर-ऑफ़र स्वीकार कर लिया',
      'offer-rejected.seller': '{{sellerName}} ने {{coin}} के लिए आपका {{amount}} का ऑफ़र अस्वीकार कर दिया',
      'offer-rejected.buyer': '{{buyerName}} ने {{coin}} के लिए आपका {{amount}} का काउंटर-ऑफ़र अस्वीकार कर दिया',
      'offer-rejected.listing-sold': '{{coin}} के लिए आपका {{amount}} का ऑफ़र बंद हो गया: सिक्का बिक गया',
      'offer-rejected.listing-removed': '{{coin}} के लिए आपका {{amount}} का ऑफ़र बंद हो गया: लिस्टिंग हटा दी गई',
      'offer-rejected.listing-reserved': '{{coin}} के लिए आपका {{amount}} का ऑफ़र बंद हो गया: सिक्का किसी और ख़रीदार के लिए आरक्षित है',
      'offer-countered.seller': '{{sellerName}} ने {{coin}} के लिए आपके ऑफ़र के जवाब में {{amount}} का काउंटर-ऑफ़र दिया',
      'offer-countered.buyer': '{{buyerName}} ने {{coin}} के लिए {{amount}} का काउंटर-ऑफ़र दिया',
      'offer-withdrawn': '{{buyerName}} ने {{coin}} के लिए {{amount}} का ऑफ़र वापस ले लिया',
      'offer-expiring.you': '{{coin}} के लिए {{amount}} का ऑफ़र {{time}} पर ख़त्म हो जाएगा: उससे पहले जवाब दें',
      'offer-expiring.other': 'अगर {{time}} तक जवाब नहीं मिला, तो {{coin}} के लिए आपका {{amount}} का ऑफ़र ख़त्म हो जाएगा',
      'offer-expired.you': '{{coin}} के लिए {{amount}} का ऑफ़र ख़त्म हो गया: 48 घंटे में इसका जवाब नहीं दिया गया',
      'offer-expired.other': '{{coin}} के लिए आपके {{amount}} के ऑफ़र का जवाब नहीं आया, इसलिए वह ख़त्म हो गया',
      'review-received': '{{reviewerName}} ने {{coin}} के सौदे के लिए आपको 5 में से {{rating}} स्टार दिए',
      'sold-to-you': '{{sellerName}} ने बताया है कि {{coin}} उन्होंने आपको बेचा है। बातचीत में इस सौदे को रेटिंग दें',
      'listing-approved': 'आपकी लिस्टिंग {{coin}} स्वीकृत हो गई है और अब सबको दिख रही है',
      'listing-rejected': 'आपकी लिस्टिंग {{coin}} स्वीकृत नहीं हुई: {{reason}}',
      'listing-rejected-noReason': 'आपकी लिस्टिंग {{coin}} स्वीकृत नहीं हुई',
      'listing-hidden': 'मॉडरेटरों ने आपकी लिस्टिंग {{coin}} छिपा दी है: {{reason}}',
      'report-resolved.acted': 'धन्यवाद: मॉडरेटरों ने {{target}} के बारे में आपकी शिकायत देखी और उस पर कार्रवाई की',
      'report-resolved.dismissed': 'मॉडरेटरों ने {{target}} के बारे में आपकी शिकायत देखी, पर उसमें नियमों के ख़िलाफ़ कुछ नहीं मिला। बताने के लिए धन्यवाद',
      'listing-hidden-noReason': 'मॉडरेटरों ने आपकी लिस्टिंग {{coin}} छिपा दी है',
      'subscription-activated': 'आपका {{plan}} प्लान {{date}} तक सक्रिय है',
      'subscription-expiring': 'आपका {{plan}} प्लान {{date}} को ख़त्म हो रहा है। सिक्के लिस्ट करते रहने के लिए इसे रिन्यू करें।',
      'subscription-expired': 'आपका {{plan}} प्लान ख़त्म हो गया है। अब आप फ़्री प्लान पर हैं।',
      'watched-price-dropped': '{{coin}} की कीमत {{oldPrice}} से घटकर {{newPrice}} हो गई',
      'watched-sold': 'जिस {{coin}} पर आप नज़र रखे हुए थे, वह बिक गया',
      'saved-search-matches_one': '{{search}} से मेल खाता {{count}} नया सिक्का आया है',
      'saved-search-matches_other': '{{search}} से मेल खाते {{count}} नए सिक्के आए हैं',
      'saved-search-matches-unnamed_one': 'आपकी सेव की हुई खोज से मेल खाता {{count}} नया सिक्का आया है',
      'saved-search-matches-unnamed_other': 'आपकी सेव की हुई खोज से मेल खाते {{count}} नए सिक्के आए हैं',
      unknown: 'आपके लिए एक नई सूचना है',
    },
  },
};

function fill(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, function (_match, name) {
    return values[name] === undefined ? '' : String(values[name]);
  });
}

/** The sentence of a notification in `language` (en or hi), as the app writes it (features/notifications/notification-text.ts). */
function notificationText(language, type, params) {
  var words = PHRASES[language] || PHRASES.en;
  var locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  params = params || {};
  function text(name) {
    var value = params[name];
    return typeof value === 'string' && value.trim() ? value : null;
  }
  function number(name) {
    var value = params[name];
    return typeof value === 'number' && isFinite(value) ? value : null;
  }
  function money(value) {
    return value === null ? '—' : new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value);
  }
  function plural(key, count) {
    return key + '_' + (new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other');
  }
  function say(key, values) {
    return fill(words.text[key] || words.text.unknown, values);
  }
  var title = text('coinTitle') || text('title');
  var coin = title ? fill(words.coin, { title: title }) : words.someCoin;
  var count = number('count');
  if (count === null) count = 1;
  function person(name) {
    return text(name) || words.someone;
  }
  function plan() {
    var planId = text('planId');
    return planId && words.plans[planId] ? words.plans[planId] : words.yourPlan;
  }
  function date(withTime) {
    var expiresAt = text('expiresAt');
    var style = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
    return expiresAt && !isNaN(Date.parse(expiresAt)) ? new Intl.DateTimeFormat(locale, style).format(new Date(expiresAt)) : '—';
  }
  var amount = money(number('amount'));
  var offerWords = { buyerName: person('buyerName'), sellerName: person('sellerName'), coin: coin, amount: amount };
  var whose = params.awaitingYou === true ? 'you' : 'other';
  switch (type) {
    case 'message-received':
      return say(plural('message-received', count), { senderName: person('senderName'), coin: coin, count: count });
    case 'offer-made':
      return say('offer-made', { buyerName: person('buyerName'), coin: coin, amount: amount });
    case 'offer-accepted':
      return say(params.by === 'buyer' ? 'offer-accepted-counter' : 'offer-accepted', offerWords);
    case 'offer-rejected': {
      var cause = text('cause');
      var closed = cause === 'buyer' || cause === 'listing-sold' || cause === 'listing-removed' || cause === 'listing-reserved';
      return say('offer-rejected.' + (closed ? cause : 'seller'), offerWords);
    }
    case 'offer-countered':
      return say('offer-countered.' + (params.by === 'buyer' ? 'buyer' : 'seller'), offerWords);
    case 'offer-withdrawn':
      return say('offer-withdrawn', offerWords);
    case 'offer-expiring':
      return say('offer-expiring.' + whose, Object.assign({ time: date(true) }, offerWords));
    case 'offer-expired':
      return say('offer-expired.' + whose, offerWords);
    case 'review-received': {
      var rating = number('rating');
      return say('review-received', { reviewerName: person('reviewerName'), coin: coin, rating: rating === null ? '—' : rating });
    }
    case 'sold-to-you':
      return say('sold-to-you', { sellerName: person('sellerName'), coin: coin });
    case 'listing-approved':
      return say('listing-approved', { coin: coin });
    case 'listing-rejected': {
      var code = text('reasonCode');
      var note = text('note');
      var reason = code && words.reasons[code] ? (note ? fill(words.reasonWithNote, { reason: words.reasons[code], note: note }) : words.reasons[code]) : note || text('reason');
      return reason ? say('listing-rejected', { coin: coin, reason: reason }) : say('listing-rejected-noReason', { coin: coin });
    }
    case 'report-resolved': {
      var target = words.reportTargets[text('targetType')] || words.reportTargets.listing;
      return say('report-resolved.' + (text('outcome') === 'dismissed' ? 'dismissed' : 'acted'), { target: target });
    }
    case 'listing-hidden': {
      var hiddenBecause = text('reason');
      return hiddenBecause ? say('listing-hidden', { coin: coin, reason: hiddenBecause }) : say('listing-hidden-noReason', { coin: coin });
    }
    case 'subscription-activated':
    case 'subscription-expiring':
      return say(type, { plan: plan(), date: date() });
    case 'subscription-expired':
      return say(type, { plan: plan() });
    case 'watched-price-dropped':
      return say(type, { coin: coin, oldPrice: money(number('oldPrice')), newPrice: money(number('newPrice')) });
    case 'watched-sold':
      return say(type, { coin: coin });
    case 'saved-search-matches': {
      var name = text('name') || text('search');
      return name ? say(plural(type, count), { count: count, search: fill(words.search, { name: name }) }) : say(plural('saved-search-matches-unnamed', count), { count: count });
    }
    default:
      return words.text.unknown;
  }
}

/** For the app's unit test, which reads this file: the sentences it writes. */
self.sikkaNotificationText = notificationText;

function storedLanguage() {
  return caches
    .open(SETTINGS_CACHE)
    .then(function (cache) {
      return cache.match(LANGUAGE_KEY);
    })
    .then(function (response) {
      return response ? response.text() : null;
    })
    .then(function (language) {
      if (language === 'en' || language === 'hi') return language;
      return (self.navigator.language || '').toLowerCase().indexOf('hi') === 0 ? 'hi' : 'en';
    })
    .catch(function () {
      return 'en';
    });
}

/** Only this site's own paths are opened. */
function sameSiteUrl(link) {
  try {
    var url = new URL(typeof link === 'string' && link.charAt(0) === '/' && link.charAt(1) !== '/' ? link : '/notifications', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/notifications';
  } catch (error) {
    return self.location.origin + '/notifications';
  }
}

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then(function (cache) {
        return cache.addAll(PRECACHED);
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('sikka-offline-') === 0 && name !== OFFLINE_CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        // The page's request starts while the worker wakes up, so answering navigations costs no extra wait.
        return self.registration.navigationPreload ? self.registration.navigationPreload.enable() : undefined;
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

self.addEventListener('fetch', function (event) {
  // Only page navigations, and only when the network fails; everything else is the browser's as usual.
  if (event.request.mode !== 'navigate' || event.request.method !== 'GET') return;
  event.respondWith(
    Promise.resolve(event.preloadResponse)
      .then(function (preloaded) {
        return preloaded || fetch(event.request);
      })
      .catch(function () {
        return caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE }).then(function (page) {
          return page || Response.error();
        });
      }),
  );
});

self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type !== 'language' || (data.language !== 'en' && data.language !== 'hi')) return;
  event.waitUntil(
    caches.open(SETTINGS_CACHE).then(function (cache) {
      return cache.put(LANGUAGE_KEY, new Response(data.language));
    }),
  );
});

self.addEventListener('push', function (event) {
  var payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch (error) {
    payload = {};
  }
  event.waitUntil(
    storedLanguage().then(function (language) {
      var grouped = GROUPED.indexOf(payload.type) !== -1;
      return self.registration.showNotification('Sikka', {
        body: notificationText(language, payload.type, payload.params),
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        lang: language,
        // One notification per id (a repeated delivery replaces it); a grouped one replaces its group's.
        tag: grouped ? payload.type + ':' + payload.link : 'notification-' + payload.id,
        renotify: grouped,
        data: { link: payload.link },
      });
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = sameSiteUrl(event.notification.data && event.notification.data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      if (!open) return self.clients.openWindow(url);
      // navigate() needs a window this worker controls; one it does not gets a new window instead.
      return open
        .focus()
        .then(function (focused) {
          return (focused || open).navigate(url);
        })
        .catch(function () {
          return self.clients.openWindow(url);
        });
    }),
  );
});
