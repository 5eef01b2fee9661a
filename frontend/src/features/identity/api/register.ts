import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { RegisterRequest } from '../types';
import { currentUserQueryKey } from './current-user';

/** Creates an account; the server signs the new user in straight away. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: RegisterRequest) => unwrap(api.POST('/api/register', { body: account })),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
