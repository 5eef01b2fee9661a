export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<void> | null = null;

/** Loads Razorpay's checkout script once; rejects (and allows a later retry) when it cannot be loaded. */
export function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Failed to load payment gateway'));
    };
    document.body.appendChild(script);
  });
  return loading;
}
