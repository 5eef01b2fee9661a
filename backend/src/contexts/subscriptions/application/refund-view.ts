/** A payment owed back because it could not activate a plan (decisions/0026); `amount` in paise. */
export interface RefundView {
  paymentId: string;
  orderId: string | null;
  userId: number;
  userName: string | null;
  amount: number;
  currency: string;
  reason: string;
  requestedAt: string;
  refundedAt: string | null;
  refundedBy: number | null;
}

export interface RefundPage {
  refunds: RefundView[];
  totalCount: number;
}
