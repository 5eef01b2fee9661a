import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { PhotoDraft } from './photo-list';
import { PhotoSection } from './photo-section';
import type { PhotoUploadProgress } from './upload-progress';

// The real decoding needs a browser (proven by e2e/listing-photos.e2e.ts); here a HEIC cannot be read.
vi.mock('./shrink-photo', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./shrink-photo')>();
  return {
    ...actual,
    shrinkPhoto: vi.fn(async (file: File) => {
      if (/\.heic$/i.test(file.name)) throw new actual.UnreadablePhotoError(file.name);
      return file;
    }),
  };
});

const photo = (name: string) => new File(['coin'], name, { type: 'image/jpeg' });
let latest: PhotoDraft[] = [];

function Harness({ initial = [], progress }: { initial?: PhotoDraft[]; progress?: PhotoUploadProgress }) {
  const [photos, setPhotos] = useState(initial);
  latest = photos;
  return <PhotoSection id="sell_photos" value={photos} onChange={setPhotos} progress={progress} />;
}

const fileInput = () => document.querySelector<HTMLInputElement>('#sell_photos input[type=file]')!;
const roles = () => latest.map((draft) => draft.role);
const names = () => latest.map((draft) => draft.file?.name ?? draft.id);

async function pickThrough(user: UserEvent, slot: string, ...files: File[]) {
  await user.click(screen.getByRole('button', { name: slot }));
  await user.upload(fileInput(), files);
  await waitFor(() => expect(latest.some((draft) => draft.preparing)).toBe(false));
}

beforeEach(() => {
  latest = [];
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe('PhotoSection', () => {
  it('asks for both faces in labelled slots under a short guide, then more photos', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('Flat, even light: no flash glare, no harsh shadows.')).toBeInTheDocument();
    expect(screen.getByText('Both faces: the obverse (front) and the reverse (back).')).toBeInTheDocument();
    const slots = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(slots).toEqual(['Add a photo: Obverse (front)', 'Add a photo: Reverse (back)', 'Add more photos']);
    expect(screen.getByRole('button', { name: 'Add more photos' })).toHaveTextContent('0 of 8');
  });

  it('adds a photo through a face’s slot with that face, and the slot gives way to the photo', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await pickThrough(user, 'Add a photo: Reverse (back)', photo('back.jpg'));

    expect(roles()).toEqual(['reverse']);
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture: photo 1, Reverse (back)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a photo: Reverse (back)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo: Obverse (front)' })).toBeInTheDocument();

    // The obverse goes first: it becomes the cover.
    await pickThrough(user, 'Add a photo: Obverse (front)', photo('front.jpg'));
    expect(names()).toEqual(['front.jpg', 'back.jpg']);
    const [first] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('photo-tile'));
    expect(within(first!).getByText('Cover')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a photo:/ })).not.toBeInTheDocument();
  });

  it('gives several photos picked at once the missing faces first, then other', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickThrough(user, 'Add more photos', photo('a.jpg'), photo('b.jpg'), photo('c.jpg'));
    expect(roles()).toEqual(['obverse', 'reverse', 'other']);
    expect(screen.getByRole('button', { name: 'Add more photos' })).toHaveTextContent('3 of 8');
    expect(screen.getByText('The first photo is the cover. Use the arrows to change the order.')).toBeInTheDocument();
  });

  it('moves a photo earlier or later; the first cannot go earlier nor the last later', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickThrough(user, 'Add more photos', photo('a.jpg'), photo('b.jpg'), photo('c.jpg'));

    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(names()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture: photo 2, Obverse (front)' })).toBeInTheDocument();
  });

  it('relabels a photo, swapping a face with the photo that had it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickThrough(user, 'Add more photos', photo('a.jpg'), photo('b.jpg'), photo('c.jpg'));

    await user.click(screen.getByLabelText('What photo 3 shows'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((element) => element.textContent === 'Obverse (front)');
      expect(found.length).toBeGreaterThan(0);
      return found.at(-1)!;
    });
    await user.click(option);

    expect(roles()).toEqual(['other', 'reverse', 'obverse']);
  });

  it('removes a photo, and the face’s slot comes back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickThrough(user, 'Add more photos', photo('a.jpg'), photo('b.jpg'));

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));

    expect(names()).toEqual(['b.jpg']);
    expect(screen.getByRole('button', { name: 'Add a photo: Obverse (front)' })).toBeInTheDocument();
  });

  it('says when the browser cannot open a file (HEIC) and keeps the others', async () => {
    // The chooser offers JPEG, PNG and WebP, but "All files" lets anything through.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness />);
    await pickThrough(user, 'Add more photos', new File(['?'], 'IMG_0042.HEIC', { type: 'image/heic' }), photo('b.jpg'));

    expect(names()).toEqual(['b.jpg']);
    expect(screen.getByText('Some photos were not added')).toBeInTheDocument();
    expect(screen.getByText('IMG_0042.HEIC could not be opened in this browser. Choose a JPEG, PNG or WebP photo (HEIC photos are not supported).')).toBeInTheDocument();
  });

  it('takes at most eight photos and says how many were left out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickThrough(user, 'Add more photos', ...Array.from({ length: 10 }, (_, index) => photo(`${index}.jpg`)));

    expect(latest).toHaveLength(8);
    expect(screen.getByText('2 photos were left out: a listing has at most 8 photos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add more photos' })).not.toBeInTheDocument();
  });

  it('shows each new photo’s upload progress, and the stored photos of a listing', () => {
    const initial: PhotoDraft[] = [
      { key: 'p1', id: 'p1', role: 'obverse', stored: { url: '/uploads/coins/p1.jpg', srcset: '/uploads/coins/p1-320w.webp 320w' } },
      { key: 'new', role: 'reverse', file: photo('back.jpg') },
    ];
    renderWithProviders(<Harness initial={initial} progress={{ new: 40 }} />);

    expect(screen.getByRole('img', { name: 'Photo 1, Obverse (front)' })).toHaveAttribute('srcset', '/uploads/coins/p1-320w.webp 320w');
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('speaks Hindi', () => {
    renderWithProviders(<Harness />, { language: 'hi' });
    expect(screen.getByRole('button', { name: 'तस्वीर जोड़ें: सामने का भाग (चित)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'तस्वीर जोड़ें: पीछे का भाग (पट)' })).toBeInTheDocument();
  });
});
