import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { currentUserQueryKey } from './current-user';

export type CodeSent = components['schemas']['CodeSentDto'];
export type PasswordResetRequest = components['schemas']['PasswordResetDto'];

/** Asks for a code by SMS to reset the password of a number (answered alike whether or not it has an account). */
export function useSendResetCode() {
  return useMutation({
    mutationFn: (mobileNumber: string): Promise<CodeSent> => unwrap(api.POST('/api/password-reset/code', { body: { mobileNumber } })),
  });
}

/** Sets the new password with the code; the server signs the user in. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reset: PasswordResetRequest) => unwrap(api.POST('/api/password-reset', { body: reset })),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
