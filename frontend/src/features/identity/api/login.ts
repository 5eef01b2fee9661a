import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { LoginRequest } from '../types';
import { currentUserQueryKey } from './current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => unwrap(api.POST('/api/login', { body: credentials })),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
