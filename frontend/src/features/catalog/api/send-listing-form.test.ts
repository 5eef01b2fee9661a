import { describe, expect, it, vi } from 'vitest';
import { sendForm } from '@/api/send-form';
import type { PhotoDraft } from '@/components/coin/photos/photo-list';
import { toListingFormData } from './listing-form-data';
import { sendListingForm } from './send-listing-form';

vi.mock('@/api/send-form', () => ({ sendForm: vi.fn(async () => ({ id: 1 })) }));

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('sendListingForm', () => {
  it("reports each new photo's progress by its key, the kept photos having none", async () => {
    const photos: PhotoDraft[] = [
      { key: 'kept', id: 'p1', role: 'obverse' },
      { key: 'back', role: 'reverse', file: file('back.jpg', 40_000) },
      { key: 'edge', role: 'edge', file: file('edge.jpg', 40_000) },
    ];
    const form = toListingFormData(
      { title: 'Anna', description: 'A copper half anna.', price: 500, category: 'british-india', condition: 'fine', location: 'Pune', photos },
      { clearEmptyOptional: true, currentPhotos: [] },
    );
    const seen: Record<string, number>[] = [];
    await sendListingForm('PATCH', '/api/coins/1', form, photos, (progress) => seen.push({ ...progress }));

    const report = vi.mocked(sendForm).mock.calls[0]![3]!;
    const total = 82_000;
    report(total / 2, total);
    report(total, total);
    expect(seen[0]).toEqual({ back: expect.any(Number), edge: 0 });
    expect(seen[0]!.back).toBeGreaterThan(90);
    expect(seen[1]).toEqual({ back: 100, edge: 100 });
  });
});
