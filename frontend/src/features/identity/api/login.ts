import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { AccountSuspendedError } from '../account-suspended-error';
import type { LoginRequest } from '../types';
import { currentUserQueryKey } from './current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const { data, error, response } = await api.POST('/api/login', { body: credentials });
      // A suspended account's refusal carries its end date (AccountSuspendedError); others are ApiErrors.
      if (!response.ok || !data) throw AccountSuspendedError.fromResponse(response, error);
      return data;
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
