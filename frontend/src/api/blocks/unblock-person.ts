import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { blockKeys } from './keys';

type Unblocked = components['schemas']['UnblockedDto'];

/** DELETE /api/blocks/{userId}: lifts the user's block of a person (idempotent); the blocked list is read again. */
export function useUnblockPerson(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: number): Promise<Unblocked> =>
      unwrap(api.DELETE('/api/blocks/{userId}', { params: { path: { userId: blockedId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: blockKeys.of(userId) }),
  });
}
