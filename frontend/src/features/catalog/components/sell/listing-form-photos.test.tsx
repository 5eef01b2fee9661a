import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { shrinkPhoto } from '@/components/coin/photos/shrink-photo';
import { renderInRouter } from '@/test/render-in-router';
import { FILLED_LISTING } from '@/test/filled-listing';
import { stubVocabulary } from '@/test/stub-vocabulary';
import type { ListingFields } from '../../api/listing-form-data';
import { ListingForm } from './listing-form';

// Decoding needs a real browser (e2e/listing-photos.e2e.ts); here a picked photo is ready at once.
vi.mock('@/components/coin/photos/shrink-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/coin/photos/shrink-photo')>()),
  shrinkPhoto: vi.fn(async (file: File) => file),
}));

const FILLED = FILLED_LISTING;
const BOTH_MISSING = 'Tip: add photos of both faces, the obverse (front) and the reverse (back). Collectors decide from them. The listing can still be sent without them.';
const REVERSE_MISSING = 'Tip: add a photo of the reverse (back) too. Collectors decide from both faces. The listing can still be sent without it.';

async function renderForm(serverError?: Error) {
  const onSubmit = vi.fn<(fields: ListingFields) => void>();
  renderInRouter(<ListingForm name="sell" initialValues={FILLED} submitLabel="Submit Listing" pending={false} onSubmit={onSubmit} serverError={serverError} />);
  await screen.findByRole('button', { name: 'Submit Listing' });
  return onSubmit;
}

async function pick(user: UserEvent, slot: string, name: string) {
  await user.click(screen.getByRole('button', { name: slot }));
  await user.upload(document.querySelector<HTMLInputElement>('#sell_photos input[type=file]')!, new File(['coin'], name, { type: 'image/jpeg' }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit Listing' }));

beforeEach(() => {
  stubVocabulary();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ListingForm: photos', () => {
  it('asks for the photos before anything else', async () => {
    await renderForm();
    const photos = screen.getByRole('button', { name: 'Add a photo: Obverse (front)' });
    const title = screen.getByLabelText('Title');
    expect(photos.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends a listing without photos, with a friendly hint about both faces', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();

    await submit(user);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].photos).toEqual([]);
    expect(await screen.findByText(BOTH_MISSING)).toBeInTheDocument();
  });

  it('names the face still missing, and drops the hint once both are there', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    await pick(user, 'Add a photo: Obverse (front)', 'front.jpg');
    await screen.findByRole('img', { name: /photo 1, Obverse/ });

    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(REVERSE_MISSING)).toBeInTheDocument();

    await pick(user, 'Add a photo: Reverse (back)', 'back.jpg');
    await waitFor(() => expect(screen.queryByText(REVERSE_MISSING)).not.toBeInTheDocument());
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].photos?.map((photo) => [photo.role, photo.file?.name])).toEqual([
      ['obverse', 'front.jpg'],
      ['reverse', 'back.jpg'],
    ]);
  });

  it('waits while a photo is still being prepared', async () => {
    vi.mocked(shrinkPhoto).mockImplementationOnce(() => new Promise<File>(() => {}));
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    await pick(user, 'Add more photos', 'huge.jpg');
    expect(screen.getByRole('status', { name: 'Preparing photo 1' })).toBeInTheDocument();

    await submit(user);

    expect(await screen.findByText('Wait a moment: the photos are still being prepared.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the photos under them", async () => {
    await renderForm(new ApiError(400, 'imageRoles must name at most one obverse'));
    expect(await screen.findByText('imageRoles must name at most one obverse')).toBeInTheDocument();
  });
});
