import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePushOptIn } from './use-push-opt-in';
import { usePushSubscriptionSync } from './use-push-subscription-sync';

const api = vi.hoisted(() => ({
  fetchPushPublicKey: vi.fn(async () => 'BAEC'),
  savePushSubscription: vi.fn(async (_subscription: PushSubscriptionJSON) => {}),
  removePushSubscription: vi.fn(async (_endpoint: string) => {}),
}));
vi.mock('../api/push-subscription', () => api);

/** A stand-in for the browser's push machinery (no push service is reachable from a unit test). */
function fakeBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = {
    endpoint: 'https://push.example/abc',
    options: { applicationServerKey: new Uint8Array([4, 1, 2]).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe,
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), register: vi.fn(), ready: Promise.resolve(registration) },
  });
  return { requestPermission, pushManager, unsubscribe };
}

describe('usePushOptIn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says unsupported where the browser has no push (and asks nothing)', async () => {
    const { result } = renderHook(() => usePushOptIn());
    await waitFor(() => expect(result.current.state).toBe('unsupported'));
  });

  it('never asks for permission by itself; the button press asks, subscribes with the server key and tells the server', async () => {
    const browser = fakeBrowser();
    const { result } = renderHook(() => usePushOptIn());
    await waitFor(() => expect(result.current.state).toBe('off'));
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await act(() => result.current.turnOn());

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    // 'BAEC' is URL-safe base64 for the bytes 04 01 02.
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([4, 1, 2]);
    expect(api.savePushSubscription).toHaveBeenCalledWith({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } });
    expect(result.current.state).toBe('on');
  });

  it('says blocked when the user refuses, and dismissed when they close the prompt', async () => {
    fakeBrowser({ answer: 'denied' });
    const refused = renderHook(() => usePushOptIn());
    await waitFor(() => expect(refused.result.current.state).toBe('off'));
    await act(() => refused.result.current.turnOn());
    expect(refused.result.current.state).toBe('blocked');

    fakeBrowser({ answer: 'default' });
    const closed = renderHook(() => usePushOptIn());
    await waitFor(() => expect(closed.result.current.state).toBe('off'));
    await act(() => closed.result.current.turnOn());
    expect(closed.result.current.state).toBe('dismissed');
    expect(api.savePushSubscription).not.toHaveBeenCalled();
  });

  it('says blocked at once when notifications are already denied to the site', async () => {
    fakeBrowser({ permission: 'denied' });
    const { result } = renderHook(() => usePushOptIn());
    await waitFor(() => expect(result.current.state).toBe('blocked'));
  });

  it('turns off: the server forgets the endpoint and the browser unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const { result } = renderHook(() => usePushOptIn());
    await waitFor(() => expect(result.current.state).toBe('on'));

    await act(() => result.current.turnOff());

    expect(api.removePushSubscription).toHaveBeenCalledWith('https://push.example/abc');
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('off');
  });

  it('stays off and says so when the server refuses the subscription', async () => {
    fakeBrowser();
    api.savePushSubscription.mockRejectedValueOnce(new Error('400: endpoint must be an https push service URL'));
    const { result } = renderHook(() => usePushOptIn());
    await waitFor(() => expect(result.current.state).toBe('off'));
    await act(() => result.current.turnOn());
    expect(result.current.failed).toBe('on');
    expect(result.current.state).toBe('off');
  });
});

describe('usePushSubscriptionSync', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("gives the server this browser's existing subscription when a session starts, so it follows the signed-in user", async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    renderHook(() => usePushSubscriptionSync(3));
    await waitFor(() => expect(api.savePushSubscription).toHaveBeenCalledWith({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }));
  });

  it('does nothing where push was never allowed or never turned on', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    renderHook(() => usePushSubscriptionSync(3));
    fakeBrowser({ permission: 'granted', subscribed: false });
    renderHook(() => usePushSubscriptionSync(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.savePushSubscription).not.toHaveBeenCalled();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
