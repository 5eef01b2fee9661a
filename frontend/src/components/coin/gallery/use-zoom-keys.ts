import { useEffect } from 'react';

interface ZoomKeys {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

/**
 * The keyboard while the zoom is open: ← and → for the previous and next photo, + and − to zoom, 0 for
 * the whole photo (Escape is the dialog's own). Listened to on the window, so they work wherever the
 * focus is in the dialog.
 */
export function useZoomKeys({ zoomIn, zoomOut, reset, onPrevious, onNext }: ZoomKeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const action = { ArrowLeft: onPrevious, ArrowRight: onNext, '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': reset }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [zoomIn, zoomOut, reset, onPrevious, onNext]);
}
