import type { Coin } from '@/features/catalog/types';
import { NO_IDENTITY } from './coin-identity-fixture';

/** An approved listing as GET /api/coins/{id} answers it, with `changes` laid over it. */
export function coinFixture(changes: Partial<Coin> = {}): Coin {
  return {
    id: 42,
    title: '1862 Victoria One Rupee',
    description: 'Silver rupee of Queen Victoria, Bombay mint.',
    price: 4500,
    category: 'british-india',
    condition: 'fine',
    metal: 'silver',
    year: '1862',
    imageUrl: null,
    images: [],
    location: 'Pune',
    sellerId: 7,
    isApproved: true,
    isSold: false,
    isReserved: false,
    status: 'approved',
    rejectionReason: null,
    rejectionReasonCode: null,
    rejectionNote: null,
    isHidden: false,
    hiddenReason: null,
    sellerSuspended: false,
    commentCount: 0,
    createdAt: '2025-06-30T12:00:00.000Z',
    updatedAt: '2025-06-30T12:00:00.000Z',
    seller: { id: 7, name: 'Rahul Verma', location: 'Mumbai', createdAt: '2024-01-01T00:00:00.000Z', phoneVerified: true, averageRating: 4.8, reviewCount: 12, completedDeals: 9, verifiedSeller: true },
    ...NO_IDENTITY,
    era: 'AD',
    yearAd: 1862,
    ...changes,
  };
}
