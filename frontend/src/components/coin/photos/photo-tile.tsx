import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Progress, Select, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ROLES, type PhotoDraft, type PhotoRole } from './photo-list';

interface PhotoTileProps {
  photo: PhotoDraft;
  /** Its place, from 0: the first is the cover. */
  index: number;
  count: number;
  /** Upload progress in percent while the form is being sent, for a new photo. */
  progress?: number;
  onRole: (role: PhotoRole) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** An object URL for a picked file, revoked when the tile no longer shows it. */
function useFileUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** The stored picture at a thumbnail's size from its copies; the full size when a copy is missing (0051). */
function StoredThumbnail({ url, srcset, alt }: { url: string; srcset?: string; alt: string }) {
  const [copiesFailed, setCopiesFailed] = useState(false);
  const useCopies = Boolean(srcset) && !copiesFailed;
  return (
    <img
      src={url}
      srcSet={useCopies ? srcset : undefined}
      sizes={useCopies ? '180px' : undefined}
      alt={alt}
      decoding="async"
      onError={() => setCopiesFailed(true)}
    />
  );
}

/** One photo in the listing form: its picture, what it shows, and buttons to move or remove it. */
export function PhotoTile({ photo, index, count, progress, onRole, onMove, onRemove }: PhotoTileProps) {
  const { t } = useTranslation('photo-upload');
  const fileUrl = useFileUrl(photo.file);
  const number = index + 1;
  const role = t(`roles.${photo.role}`);

  let picture;
  if (photo.preparing) {
    picture = (
      <div className="photo-tile__preparing" role="status" aria-label={t('tile.preparingLabel', { number })}>
        <Spin size="small" />
        <span>{t('tile.preparing')}</span>
      </div>
    );
  } else if (fileUrl) {
    picture = <img src={fileUrl} alt={t('tile.newPreview', { number, role })} />;
  } else if (photo.stored) {
    picture = <StoredThumbnail url={photo.stored.url} srcset={photo.stored.srcset} alt={t('tile.storedPreview', { number, role })} />;
  }

  return (
    <li className="photo-tile">
      <div className="photo-tile__picture">
        {picture}
        {index === 0 && <Tag className="photo-tile__cover" color="gold">{t('tile.cover')}</Tag>}
        {progress !== undefined && (
          <div className="photo-tile__progress">
            <Progress percent={progress} size="small" aria-label={t('tile.uploading', { number })} />
          </div>
        )}
      </div>
      <Select<PhotoRole>
        className="photo-tile__role"
        value={photo.role}
        aria-label={t('tile.role', { number })}
        options={PHOTO_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        onChange={onRole}
        popupMatchSelectWidth={false}
      />
      {/* `|| undefined`: a false would override the form's disabled state while it is being sent. */}
      <div className="photo-tile__actions">
        <Button icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('tile.earlier', { number })} disabled={index === 0 || undefined} onClick={() => onMove(-1)} />
        <Button icon={<ArrowRightOutlined aria-hidden />} aria-label={t('tile.later', { number })} disabled={index === count - 1 || undefined} onClick={() => onMove(1)} />
        <Button icon={<DeleteOutlined aria-hidden />} aria-label={t('tile.remove', { number })} danger onClick={onRemove} />
      </div>
    </li>
  );
}
