import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { paymentConfigQueryOptions } from '../api/payment-config';
import type { CheckoutOutcome } from '../types';
import { type CheckoutRequest, openRazorpayCheckout } from './razorpay-checkout';
import { loadRazorpayScript } from './razorpay-script';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

interface PendingSandbox {
  request: CheckoutRequest;
  resolve: (outcome: CheckoutOutcome) => void;
}

export interface Checkout {
  /** Loads the payment gateway (Razorpay's script; nothing in sandbox mode). Rejects when it cannot. */
  prepare: () => Promise<void>;
  /** Shows the checkout for an order and resolves with how it ended. */
  open: (request: CheckoutRequest) => Promise<CheckoutOutcome>;
  /** The sandbox dialog while one is open; render it somewhere on the screen. */
  dialog: ReactNode;
}

/** Razorpay's checkout when the server has Razorpay keys, otherwise the sandbox checkout dialog. */
export function useCheckout(): Checkout {
  const queryClient = useQueryClient();
  const [sandbox, setSandbox] = useState<PendingSandbox | null>(null);
  const config = useCallback(() => queryClient.ensureQueryData(paymentConfigQueryOptions), [queryClient]);

  const prepare = useCallback(async () => {
    if ((await config()).mode === 'razorpay') await loadRazorpayScript();
  }, [config]);

  const open = useCallback(
    async (request: CheckoutRequest): Promise<CheckoutOutcome> => {
      const { mode, keyId } = await config();
      if (mode === 'razorpay' && keyId) return openRazorpayCheckout(keyId, request);
      return new Promise((resolve) => setSandbox({ request, resolve }));
    },
    [config],
  );

  const dialog = sandbox && (
    <SandboxCheckoutDialog
      request={sandbox.request}
      onDone={(outcome) => {
        setSandbox(null);
        sandbox.resolve(outcome);
      }}
    />
  );
  return { prepare, open, dialog };
}
