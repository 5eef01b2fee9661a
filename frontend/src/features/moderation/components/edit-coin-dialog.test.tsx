import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { coinFixture } from '@/test/coin-fixture';
import { renderInRouter } from '@/test/render-in-router';
import { stubVocabulary } from '@/test/stub-vocabulary';
import { EditCoinDialog } from './edit-coin-dialog';

/** The admin's edit as the dialog hands it to the API, answered as the test says. */
const edit = vi.hoisted(() => ({ sent: [] as unknown[], refuse: null as Error | null }));
vi.mock('../api/edit-coin', () => ({
  useEditCoin: () => ({
    isPending: false,
    mutate: ({ changes }: { changes: unknown }, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => {
      edit.sent.push(changes);
      if (edit.refuse) handlers.onError(edit.refuse);
      else handlers.onSuccess();
    },
  }),
}));

beforeEach(() => {
  stubVocabulary();
  edit.sent = [];
  edit.refuse = null;
});
afterEach(() => vi.unstubAllGlobals());

describe("EditCoinDialog: the admin's edit of which coin it is (issue 13)", () => {
  it('opens the sections the listing has details in, and sends them with the rest as JSON', async () => {
    const user = userEvent.setup();
    const coin = coinFixture({
      ruler: 'Victoria',
      era: 'AD',
      catalogueRefs: [{ catalogue: 'KM', number: '473' }],
      certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
      isCertified: true,
    });
    renderInRouter(<EditCoinDialog coin={coin} onClose={() => {}} />);

    expect(await screen.findByRole('button', { name: /Which coin is it\?/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Grade and certification/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Ruler')).toHaveValue('Victoria');
    expect(screen.getByLabelText('Certificate number')).toHaveValue('4321987-001');

    await user.type(screen.getByLabelText('Mint'), 'Bombay');
    await user.type(screen.getByLabelText('Weight (g)'), '11.66');
    await user.click(screen.getByRole('button', { name: 'Update Coin' }));

    await waitFor(() => expect(edit.sent).toHaveLength(1));
    expect(edit.sent[0]).toMatchObject({
      title: coin.title,
      year: '1862',
      ruler: 'Victoria',
      mint: 'Bombay',
      era: 'AD',
      catalogueRefs: [{ catalogue: 'KM', number: '473' }],
      weightGrams: 11.66,
      diameterMm: null,
      grade: null,
      certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    edit.refuse = new ApiError(409, 'This certificate number is already on another live listing');
    renderInRouter(<EditCoinDialog coin={coinFixture({ certification: { service: 'PCGS', serviceName: null, number: '12345678' }, isCertified: true })} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Update Coin' }));
    const messages = await screen.findAllByText('This certificate number is already on another live listing');
    expect(messages.some((message) => message.closest('.ant-form-item'))).toBe(true);
  });
});
