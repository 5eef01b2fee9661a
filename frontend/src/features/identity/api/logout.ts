import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { currentUserQueryKey } from './current-user';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/logout')),
    onSuccess: () => queryClient.setQueryData(currentUserQueryKey, null),
  });
}
