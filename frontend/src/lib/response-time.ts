/** A median reply time as people say it: minutes (in fives) under an hour, hours under two days, then days. */
export function responseTimeWords(seconds: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 55) return { unit: 'minutes', count: Math.max(5, Math.ceil(minutes / 5) * 5) };
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(hours / 24) };
}
