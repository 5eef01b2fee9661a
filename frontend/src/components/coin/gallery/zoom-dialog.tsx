import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CoinPhoto } from '../coin-image';
import { usePhotoLabel } from './use-photo-label';
import { ZoomViewer } from './zoom-viewer';
import './zoom-dialog.css';

interface ZoomDialogProps {
  photos: readonly CoinPhoto[];
  /** The photo shown. */
  index: number;
  title: string;
  /** Previous or next asked for photo `index` (the gallery behind follows). */
  onSelect: (index: number) => void;
  onClose: () => void;
}

/**
 * The whole screen for one photo at its full resolution (the full-size picture, not a copy), which
 * zooms and pans; previous and next go round the photos. Escape closes it (and focus returns to the
 * photo that opened it).
 */
export function ZoomDialog({ photos, index, title, onSelect, onClose }: ZoomDialogProps) {
  const { t } = useTranslation('gallery');
  const label = usePhotoLabel();
  const photo = photos[index];
  if (!photo) return null;
  const total = photos.length;
  const role = label(photo, index);
  const step = (by: number) => () => onSelect((index + by + total) % total);
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width="100vw"
      rootClassName="zoom-dialog"
      title={
        <>
          <span className="zoom-dialog__title">{title}</span>
          <span className="zoom-dialog__where">{t('zoom.where', { role, current: index + 1, total })}</span>
        </>
      }
    >
      <ZoomViewer
        // A fresh viewer per photo: each opens fitted.
        key={photo.id}
        photo={photo}
        alt={t('photoAlt', { title, role })}
        role={role}
        onPrevious={total > 1 ? step(-1) : undefined}
        onNext={total > 1 ? step(1) : undefined}
      />
    </Modal>
  );
}
