import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/keys';
import { notificationPreferencesQueryOptions, updatePushPreferences } from '../api/preferences';
import type { PushPreferences } from '../types';

/**
 * The push choice per type and a way to change one: the checkbox moves at once, the server's answer
 * (every type's choice) replaces it, a failure puts it back.
 */
export function usePushPreferences(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(userId);
  const preferences = useQuery(notificationPreferencesQueryOptions(userId));
  const change = useMutation({
    mutationFn: updatePushPreferences,
    onMutate: async (changed: Partial<PushPreferences>) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PushPreferences>(key);
      if (before) queryClient.setQueryData<PushPreferences>(key, { ...before, ...changed });
      return { before };
    },
    onError: (_error, _changed, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
    },
  });
  return { preferences, change };
}
