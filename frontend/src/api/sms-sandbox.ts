import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { components } from './schema';

export type SandboxSms = components['schemas']['SandboxSmsDto'];

/**
 * The SMS sandbox's inbox of a number (only when the server sends codes to the sandbox: development
 * and tests). Asked again every second until a message sent since `since` has arrived, as a
 * password-reset SMS leaves after the server's answer.
 */
export const smsSandboxQueryOptions = (mobileNumber: string, since: number) =>
  queryOptions({
    queryKey: ['sms-sandbox', mobileNumber, since],
    queryFn: async (): Promise<SandboxSms[]> => (await unwrap(api.GET('/api/sandbox/sms', { params: { query: { mobileNumber } } }))).messages,
    refetchInterval: (query) => (query.state.data?.some((sms) => Date.parse(sms.sentAt) >= since - 1000) ? false : 1000),
  });
