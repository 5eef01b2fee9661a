import { describe, it } from 'vitest';
import { newAccount } from './accounts';
import { PHONE } from './browser';
import { adminApi, createListing, uniqueWord } from './listings';
import { buyPremium, registerInBrowser } from './messaging-setup';
import { useFreshPages } from './pages';
import { inHindi, shot } from './queue-setup';

/** An admin rejects with a reason from the catalogue (decisions/0063); the seller reads it in their own language. */
describe('journey: a seller reads why their listing was rejected, in Hindi', () => {
  const newPage = useFreshPages();

  it('shows the catalogue’s reason and the admin’s note in Hindi on My Listings and on the listing’s page', async () => {
    const page = await newPage(PHONE);
    await registerInBrowser(page, newAccount('Suresh Patil'));
    await buyPremium(page.request);
    const coin = await createListing(page.request, { title: `${uniqueWord()} Gwalior paisa`, category: 'princely' });

    const admin = await adminApi();
    const rejected = await admin.patch(`/api/admin/coins/${coin.id}/approve`, {
      data: { approved: false, reasonCode: 'unclear-photos', note: 'Reverse side is blurred' },
    });
    if (!rejected.ok()) throw new Error(`Rejecting failed: ${rejected.status()} ${await rejected.text()}`);

    await inHindi(page);
    const reason = 'तस्वीरें इतनी साफ़ नहीं हैं कि सिक्के को परखा जा सके। कृपया दोनों तरफ़ की साफ़ तस्वीरें लगाएँ। समीक्षक की टिप्पणी: Reverse side is blurred';
    await page.goto('/my-listings');
    await page.getByRole('tab', { name: /^समीक्षा लंबित/ }).click();
    const card = page.getByRole('tabpanel').filter({ visible: true }).locator('.ant-card', { hasText: coin.title });
    await card.getByText('समीक्षकों ने अस्वीकार किया').waitFor();
    await card.getByText(reason).waitFor();
    await shot(page, 'seller-rejection-390-hi');

    await page.goto(`/coin/${coin.id}`);
    await page.getByRole('heading', { name: coin.title, level: 1 }).waitFor();
    await page.getByText(reason).waitFor();
  });
});
