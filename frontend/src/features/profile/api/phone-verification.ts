import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import type { ProfileUser } from '../types';

export type CodeSent = components['schemas']['CodeSentDto'];

/** Sends a code by SMS to the signed-in user's number. */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (): Promise<CodeSent> => unwrap(api.POST('/api/phone-verification/code')),
  });
}

/** Verifies the number with the code; answers the user, now with phoneVerified. */
export function useVerifyPhone(onVerified: (user: ProfileUser) => void) {
  return useMutation({
    mutationFn: (code: string): Promise<ProfileUser> => unwrap(api.POST('/api/phone-verification/verify', { body: { code } })),
    onSuccess: onVerified,
  });
}
