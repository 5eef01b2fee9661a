import type { SellerView } from '../application/coin-view';
import { RecentSellerFaces, SELLER_FACE_REUSE_MS } from './recent-seller-faces';

const face = (id: number, name: string): SellerView => ({
  id,
  name,
  location: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  phoneVerified: false,
  averageRating: null,
  reviewCount: 0,
  completedDeals: 0,
  verifiedSeller: false,
});

describe('RecentSellerFaces', () => {
  let now: number;
  let asked: number[][];
  let names: Map<number, string>;
  const read = async (ids: number[]) => {
    asked.push(ids);
    return new Map(ids.filter((id) => names.has(id)).map((id) => [id, face(id, names.get(id)!)]));
  };

  beforeEach(() => {
    now = 1_000_000;
    asked = [];
    names = new Map([
      [1, 'Asha'],
      [2, 'Bilal'],
      [3, 'Chitra'],
    ]);
  });

  it('asks once for each seller, whatever the repeats, and reuses what it read within the reuse time', async () => {
    const faces = new RecentSellerFaces(() => now);
    const first = await faces.of([1, 2, 1, 2], read);
    expect(asked).toEqual([[1, 2]]);
    expect([...first.values()].map((f) => f.name)).toEqual(['Asha', 'Bilal']);

    now += SELLER_FACE_REUSE_MS - 1;
    names.set(1, 'Asha Rao');
    const second = await faces.of([2, 1, 3], read);
    expect(asked).toEqual([[1, 2], [3]]);
    expect(second.get(1)?.name).toBe('Asha');
    expect(second.get(3)?.name).toBe('Chitra');
  });

  it('reads a seller again once the reuse time has passed, so a rename shows within it', async () => {
    const faces = new RecentSellerFaces(() => now);
    await faces.of([1], read);
    names.set(1, 'Asha Rao');
    now += SELLER_FACE_REUSE_MS;
    const again = await faces.of([1], read);
    expect(asked).toEqual([[1], [1]]);
    expect(again.get(1)?.name).toBe('Asha Rao');
  });

  it('answers without a seller that could not be read, and asks for it again next time', async () => {
    const faces = new RecentSellerFaces(() => now);
    const faced = await faces.of([1, 9], read);
    expect([...faced.keys()]).toEqual([1]);
    await faces.of([9], read);
    expect(asked).toEqual([[1, 9], [9]]);
  });
});
