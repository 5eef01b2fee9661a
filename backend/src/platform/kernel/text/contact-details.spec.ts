import { findContactDetails, reachableDetailRanges } from './contact-details';

describe('contact details in listing text', () => {
  it.each([
    ['Call 9876543210 for more', '9876543210'],
    ['Call 98765 43210 for more', '98765 43210'],
    ['Call +91 98765 43210 today', '+91 98765 43210'],
    ['Call +91-98765-43210', '+91-98765-43210'],
    ['ring 0 98765 43210', '0 98765 43210'],
    ['ring 09876543210', '09876543210'],
    ['ring 919876543210', '919876543210'],
    ['9 8 7 6 5 4 3 2 1 0 is my number', '9 8 7 6 5 4 3 2 1 0'],
    ['number (987) 654-3210', '987) 654-3210'],
    ['98765.43210', '98765.43210'],
    ['bought 1947 98765 43210', '98765 43210'],
    ['full-width ９８７６５４３２１０', '9876543210'],
    ['देवनागरी ९८७६५ ४३२१०', '98765 43210'],
  ])('finds the mobile number in %j', (text, expected) => {
    expect(findContactDetails(text)).toEqual([expected]);
  });

  it('finds e-mail addresses and UPI ids, each once', () => {
    expect(findContactDetails('Write to Ravi.Kumar+coins@gmail.com or ravi.kumar+coins@gmail.com')).toEqual(['ravi.kumar+coins@gmail.com']);
    expect(findContactDetails('Pay ravi.k@okaxis or 9876543210@ybl, also rk@paytm')).toEqual(['9876543210', 'ravi.k@okaxis', '9876543210@ybl', 'rk@paytm']);
    expect(findContactDetails('Pay to rk@paytm. Thanks')).toEqual(['rk@paytm']);
  });

  it.each(['WhatsApp me', 'whats app me', 'Whats-App', 'watsapp', 'whatsap', "what'sapp", 'see wa.me/919', 'व्हाट्सएप करें', 'वॉट्सऐप पर', 'वाट्सएप', 'व्हाट्सअप'])('finds WhatsApp in %j', (text) => {
    expect(findContactDetails(text)).toHaveLength(1);
  });

  it.each([
    '1835 William IV One Rupee, 11.66 g, 30.5 mm.',
    'Years 1835 1840 1862 1877 in one lot, KM# 450.1',
    'Price Rs 7,50,000 or ₹4500; weight 7.98 g; dated 12/08/1947',
    'Serial 123456789012345',
    'What app? None. Copper coin, what a piece',
    'Sold @ 500 each',
  ])('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});

describe('where the reachable contact details are in the text itself', () => {
  const hidden = (text: string) => reachableDetailRanges(text).map(([start, end]) => text.slice(start, end));

  it('finds numbers, e-mail addresses and UPI ids as written, not the word WhatsApp', () => {
    expect(hidden('WhatsApp me on +91 98765 43210 or Ravi.Kumar@Gmail.com, pay ravi.k@okaxis')).toEqual([
      '+91 98765 43210',
      'Ravi.Kumar@Gmail.com',
      'ravi.k@okaxis',
    ]);
  });

  it('finds full-width and Devanagari digits where they are written', () => {
    expect(hidden('नंबर ९८७६५ ४३२१० पर कॉल करें')).toEqual(['९८७६५ ४३२१०']);
    expect(hidden('call ９８７６５４３２１０ now')).toEqual(['９８７６５４３２１０']);
  });

  it('merges a number inside a UPI id into one range', () => {
    expect(hidden('pay 9876543210@ybl today')).toEqual(['9876543210@ybl']);
  });

  it('keeps the offsets right after characters of two UTF-16 units and zero-width joiners', () => {
    expect(hidden('🪙 coin\u200b 98765\u200d43210 ok')).toEqual(['98765\u200d43210']);
  });

  it('finds nothing in a coin description', () => {
    expect(reachableDetailRanges('1835 William IV One Rupee, 11.66 g, ₹4,500, dated 12/08/1947')).toEqual([]);
  });
});
