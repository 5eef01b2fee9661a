import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WatchControlProps } from '@/components/coin/watch-control';
import { signInSearch } from '@/components/use-sign-in-search';
import { useWatchToggle } from '../hooks/use-watch-toggle';
import { useWatchViewer } from '../hooks/watch-viewer';
import { useWatched } from '../hooks/use-watched';
import './watch-button.css';

/**
 * The heart: a toggle button (aria-pressed) named "Watch this coin", or "Watching" once pressed. A
 * visitor is taken to sign in and brought back to this screen (decisions/0038), where one more tap
 * watches the coin. Not shown on the viewer's own listing, nor on a sold coin they do not watch
 * (a sold coin cannot be watched; one already watched can still be let go), nor before the session
 * has answered.
 */
export function WatchButton({ coin, look, describedBy }: WatchControlProps) {
  const { t } = useTranslation('watchlist');
  const viewerId = useWatchViewer();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const signIn = () => void navigate({ to: '/auth', search: signInSearch(href) });
  const toggle = useWatchToggle(viewerId ?? 0, signIn);
  const watched = useWatched(viewerId, coin) ?? false;

  // Shown once the session says who is looking: the seller's own cards never flash a heart.
  if (viewerId === undefined || viewerId === coin.sellerId) return null;
  if (coin.isSold && !watched) return null;

  const label = t(watched ? 'heart.watching' : 'heart.watch');
  const onClick = () => {
    if (viewerId === null) return signIn();
    toggle.mutate({ coin, watched: !watched });
  };

  return (
    <button
      type="button"
      className={`watch-heart watch-heart--${look}${watched ? ' watch-heart--on' : ''}`}
      aria-pressed={watched}
      aria-label={look === 'card' ? label : undefined}
      aria-describedby={describedBy}
      title={look === 'card' ? label : undefined}
      onClick={onClick}
    >
      {watched ? <HeartFilled aria-hidden className="watch-heart__icon" /> : <HeartOutlined aria-hidden className="watch-heart__icon" />}
      {look === 'page' && <span>{label}</span>}
    </button>
  );
}
