import { CompressOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinPhoto } from '../coin-image';
import { useZoom } from './use-zoom';
import { useZoomKeys } from './use-zoom-keys';
import { FIT, MAX_SCALE, type Size, transformOf } from './zoom-math';

interface ZoomViewerProps {
  photo: CoinPhoto;
  alt: string;
  /** What the photo shows (Obverse …), for the stage's name. */
  role: string;
  /** Absent with a single photo. */
  onPrevious?: () => void;
  onNext?: () => void;
}

/**
 * One photo at full resolution on a stage that takes the wheel, pinches, double-taps and drags, with
 * −, the zoom level, + and "whole photo" under it, and previous / next beside it. The buttons sit
 * beside the stage, not on it: the stage captures the pointers of a gesture.
 */
export function ZoomViewer({ photo, alt, role, onPrevious, onNext }: ZoomViewerProps) {
  const { t } = useTranslation('gallery');
  // A photo stored before sizes were measured is measured when it has loaded.
  const [measured, setMeasured] = useState<Size | null>(null);
  const natural = photo.width && photo.height ? { width: photo.width, height: photo.height } : (measured ?? { width: 0, height: 0 });
  const { stageRef, view, zoomIn, zoomOut, reset, pointerHandlers } = useZoom(natural);
  useZoomKeys({ zoomIn, zoomOut, reset, onPrevious, onNext });
  const percent = Math.round(view.scale * 100);
  return (
    <div className="zoom-viewer">
      <div className="zoom-viewer__frame">
        <div
          ref={stageRef}
          className={view.scale > FIT.scale ? 'zoom-viewer__stage zoom-viewer__stage--zoomed' : 'zoom-viewer__stage'}
          role="group"
          aria-label={t('zoom.stage', { role, percent })}
          {...pointerHandlers}
        >
          <img
            className="zoom-viewer__photo"
            src={photo.url}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            alt={alt}
            draggable={false}
            style={{ transform: transformOf(view) }}
            onLoad={(event) => setMeasured({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
        </div>
        {onPrevious && (
          <Button shape="circle" size="large" className="zoom-viewer__step zoom-viewer__step--previous" icon={<LeftOutlined aria-hidden />} aria-label={t('zoom.previous')} onClick={onPrevious} />
        )}
        {onNext && (
          <Button shape="circle" size="large" className="zoom-viewer__step zoom-viewer__step--next" icon={<RightOutlined aria-hidden />} aria-label={t('zoom.next')} onClick={onNext} />
        )}
      </div>
      <div className="zoom-viewer__tools">
        <Button icon={<ZoomOutOutlined aria-hidden />} aria-label={t('zoom.zoomOut')} disabled={view.scale <= FIT.scale} onClick={zoomOut} />
        <output className="zoom-viewer__level" aria-live="polite">
          {percent}%
        </output>
        <Button icon={<ZoomInOutlined aria-hidden />} aria-label={t('zoom.zoomIn')} disabled={view.scale >= MAX_SCALE} onClick={zoomIn} />
        <Button icon={<CompressOutlined aria-hidden />} aria-label={t('zoom.fit')} disabled={view.scale === FIT.scale} onClick={reset} />
      </div>
      <p className="zoom-viewer__hint">{t('zoom.hint')}</p>
    </div>
  );
}
