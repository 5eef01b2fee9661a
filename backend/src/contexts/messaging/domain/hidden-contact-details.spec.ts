import { HIDDEN_DETAIL, messageForReader } from './hidden-contact-details';

describe('contact details in a message, as its reader sees it', () => {
  const text = 'Call me on 98765 43210 or write to ravi@gmail.com; UPI ravi@okaxis. WhatsApp is fine too';

  it('hides numbers, e-mail addresses and UPI ids from the other party before an offer is accepted', () => {
    expect(messageForReader(text, { readerIsSender: false, detailsShared: false })).toEqual({
      content: `Call me on ${HIDDEN_DETAIL} or write to ${HIDDEN_DETAIL}; UPI ${HIDDEN_DETAIL}. WhatsApp is fine too`,
      contactDetailsHidden: true,
    });
  });

  it('shows the sender their own text as typed', () => {
    expect(messageForReader(text, { readerIsSender: true, detailsShared: false })).toEqual({ content: text, contactDetailsHidden: false });
  });

  it('shows everything once an offer in the conversation is accepted', () => {
    expect(messageForReader(text, { readerIsSender: false, detailsShared: true })).toEqual({ content: text, contactDetailsHidden: false });
  });

  it('leaves a message without contact details alone, Hindi included', () => {
    const plain = 'क्या यह सिक्का 1947 का है? कीमत ₹4,500 ठीक है।';
    expect(messageForReader(plain, { readerIsSender: false, detailsShared: false })).toEqual({ content: plain, contactDetailsHidden: false });
  });

  it('hides a number written in Devanagari digits', () => {
    expect(messageForReader('मेरा नंबर ९८७६५४३२१० है', { readerIsSender: false, detailsShared: false }).content).toBe(`मेरा नंबर ${HIDDEN_DETAIL} है`);
  });
});
