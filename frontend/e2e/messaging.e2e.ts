import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { adminApi, approveListing, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';

describe('messages and offers between a buyer and a seller', () => {
  const newPage = useFreshPages();

  it('chats live in two browsers, and the premium seller accepts the buyer’s offer', async () => {
    const sellerPage = await newPage();
    const buyerPage = await newPage();
    const seller = newAccount('Kavita Rao');
    const buyer = newAccount('Imran Qureshi');
    await registerInBrowser(sellerPage, seller);
    await registerInBrowser(buyerPage, buyer);
    await buyPremium(sellerPage.request);
    await buyPremium(buyerPage.request);

    const word = uniqueWord();
    const asked = await createListing(sellerPage.request, { title: `Mysore Fanam ${word}`, price: 3200 });
    const other = await createListing(sellerPage.request, { title: `Travancore Chuckram ${word}`, price: 5000 });
    const admin = await adminApi();
    await approveListing(admin, asked.id);
    await approveListing(admin, other.id);
    await admin.dispose();
    // The buyer starts the conversation from the coin page and lands in it.
    await buyerPage.goto(`/coin/${asked.id}`);
    await buyerPage.getByRole('button', { name: 'Message Seller' }).click();
    await buyerPage.getByText('Conversation started').waitFor();
    await buyerPage.waitForURL(/\/messages\?conversation=\d+/);
    await buyerPage.getByRole('heading', { name: /Kavita Rao/, level: 2 }).waitFor();

    // The seller waits on the list; the buyer writes.
    await sellerPage.goto('/messages');
    await sellerPage.getByRole('link', { name: /Imran Qureshi/ }).waitFor();
    const buyerBox = buyerPage.getByRole('textbox', { name: 'Message' });
    await buyerBox.fill('Namaste! Is the fanam still available?');
    await buyerBox.press('Enter');
    await buyerPage.getByRole('log').getByText('Namaste! Is the fanam still available?').waitFor();
    expect(await buyerBox.inputValue()).toBe('');

    // Without a reload the seller's list counts it unread, and the conversation shows it.
    await sellerPage.getByText('1 unread message').first().waitFor();
    await sellerPage.getByRole('link', { name: /Imran Qureshi/ }).click();
    await sellerPage.getByRole('log').getByText('Namaste! Is the fanam still available?').waitFor();
    const sellerBox = sellerPage.getByRole('textbox', { name: 'Message' });
    await sellerBox.fill('Yes, it is.');
    await sellerBox.press('Shift+Enter');
    await sellerBox.pressSequentially('Would you like more photos?');
    await sellerBox.press('Enter');
    await buyerPage.getByRole('log').getByText('Would you like more photos?').waitFor();

    // The buyer offers on the seller's other coin from the Listings tab.
    await buyerPage.getByRole('tab', { name: 'Listings' }).click();
    await buyerPage.getByRole('button', { name: `Make Offer on Travancore Chuckram ${word}` }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer (₹)').fill('4,500');
    await dialog.getByLabel('Message (optional)').fill('Registered post to Kochi, please.');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await buyerPage.getByText('Offer sent successfully').waitFor();
    await buyerPage.getByRole('tab', { name: 'Offers' }).click();
    const buyerOffer = buyerPage.locator('.offer-card', { hasText: `Travancore Chuckram ${word}` });
    await buyerOffer.getByText('Pending', { exact: true }).waitFor();

    // The seller sees it arrive, accepts it, and both see the outcome.
    await sellerPage.getByRole('tab', { name: 'Offers' }).click();
    const sellerOffer = sellerPage.locator('.offer-card', { hasText: `Travancore Chuckram ${word}` });
    await sellerOffer.getByText('₹4,500').waitFor();
    await sellerOffer.getByText('Registered post to Kochi, please.').waitFor();
    await sellerOffer.getByRole('button', { name: 'Accept' }).click();
    await sellerPage.getByRole('button', { name: 'Accept ₹4,500' }).click();
    await sellerPage.getByText('Offer updated successfully').waitFor();
    await sellerOffer.getByText('Offer accepted! Please coordinate payment and delivery details.').waitFor();
    expect(await sellerOffer.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await buyerOffer.getByText('Accepted', { exact: true }).waitFor();
    await buyerOffer.getByText('Offer accepted! Please coordinate payment and delivery details.').waitFor();
  });
});
