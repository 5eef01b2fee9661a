import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
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
 *
 * A page shows twenty: a visitor's heart holds no watchlist query, mutation or route subscription,
 * only a button that goes to sign in, so the cards' first render stays short on a phone (decisions/0092).
 */
export function WatchButton(props: WatchControlProps) {
  const viewerId = useWatchViewer();
  // Shown once the session says who is looking: the seller's own cards never flash a heart.
  if (viewerId === undefined || viewerId === props.coin.sellerId) return null;
  return viewerId === null ? <VisitorHeart {...props} /> : <ViewerHeart {...props} viewerId={viewerId} />;
}

function VisitorHeart(props: WatchControlProps) {
  const signIn = useSignInFromHere();
  if (props.coin.isSold) return null;
  return <HeartButton {...props} watched={false} onClick={signIn} />;
}

function ViewerHeart({ viewerId, ...props }: WatchControlProps & { viewerId: number }) {
  const signIn = useSignInFromHere();
  const toggle = useWatchToggle(viewerId, signIn);
  const watched = useWatched(viewerId, props.coin) ?? false;
  if (props.coin.isSold && !watched) return null;
  return <HeartButton {...props} watched={watched} onClick={() => toggle.mutate({ coin: props.coin, watched: !watched })} />;
}

function HeartButton({ look, describedBy, watched, onClick }: WatchControlProps & { watched: boolean; onClick: () => void }) {
  const { t } = useTranslation('watchlist');
  const label = t(watched ? 'heart.watching' : 'heart.watch');
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

/** Goes to sign in, to come back to the screen as it is at the tap (read then, so no heart follows the route's state). */
function useSignInFromHere(): () => void {
  const router = useRouter();
  return () => void router.navigate({ to: '/auth', search: signInSearch(router.state.location.href) });
}
