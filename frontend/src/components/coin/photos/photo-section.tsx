import { CameraOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Face, MAX_PHOTOS, missingFaces, movePhoto, type PhotoDraft, type PickTarget, removePhoto, roomLeft, setPhotoRole } from './photo-list';
import { PhotoTile } from './photo-tile';
import { SENDABLE_TYPES } from './shrink-plan';
import type { PhotoUploadProgress } from './upload-progress';
import { usePhotoPicking } from './use-photo-picking';
import './photo-section.css';

interface PhotoSectionProps {
  /** Set by Form.Item: the photos in the seller's order, and the field's id. */
  value?: PhotoDraft[];
  onChange?: (photos: PhotoDraft[]) => void;
  id?: string;
  /** Each new photo's upload progress while the form is being sent. */
  progress?: PhotoUploadProgress;
}

const GUIDE = ['light', 'faces', 'edge', 'watermark'] as const;
const NO_PHOTOS: PhotoDraft[] = [];

function AddSlot({ title, label, note, onClick, face }: { title: string; label: string; note: string; onClick: () => void; face?: Face }) {
  return (
    <li className="photo-slot">
      {/* antd's Button, so it is disabled with the form while the form is being sent. */}
      <Button type="dashed" className={`photo-slot__button${face ? ' photo-slot__button--face' : ''}`} aria-label={label} onClick={onClick}>
        {face ? <CameraOutlined aria-hidden className="photo-slot__icon" /> : <PlusOutlined aria-hidden className="photo-slot__icon" />}
        <span className="photo-slot__title">{title}</span>
        <span className="photo-slot__note">{note}</span>
      </Button>
    </li>
  );
}

/**
 * The listing form's photos (issue 13): a short guide, the photos as tiles (the first is the cover),
 * labelled slots for the obverse and the reverse while they are missing, then "More photos" up to
 * eight in all. Picked photos are shrunk on the device before the form sends them.
 */
export function PhotoSection({ value = NO_PHOTOS, onChange, id, progress }: PhotoSectionProps) {
  const { t } = useTranslation('photo-upload');
  const input = useRef<HTMLInputElement>(null);
  // Which slot opened the file chooser; files set on the input directly count as "More photos".
  const target = useRef<PickTarget>('more');
  const { change, pick, problems, dismissProblems } = usePhotoPicking(value, onChange);
  const room = roomLeft(value);
  const missing = missingFaces(value);
  const faceSlots = missing.slice(0, room);
  const choose = (where: PickTarget) => {
    target.current = where;
    input.current?.click();
  };

  return (
    <div className="photo-section" id={id} role="group" aria-label={t('section.title')} aria-describedby={id ? `${id}-guide` : undefined}>
      <div className="photo-section__guide" id={id ? `${id}-guide` : undefined}>
        <p className="photo-section__guide-title">{t('guide.title')}</p>
        <ul>
          {GUIDE.map((line) => (
            <li key={line}>{t(`guide.${line}`)}</li>
          ))}
        </ul>
        <p className="photo-section__formats">{t('guide.formats')}</p>
      </div>
      {/* The field's warning (both faces) is about the whole list: the tiles' role selects must not turn amber with it. */}
      <Form.Item noStyle validateStatus="">
        <ol className="photo-section__grid">
          {value.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={value.length}
              progress={photo.file ? progress?.[photo.key] : undefined}
              onRole={(role) => change(setPhotoRole(value, photo.key, role))}
              onMove={(step) => change(movePhoto(value, photo.key, step))}
              onRemove={() => change(removePhoto(value, photo.key))}
            />
          ))}
          {faceSlots.map((face) => (
            <AddSlot
              key={face}
              face={face}
              title={t(`roles.${face}`)}
              label={t('slot.addFace', { face: t(`roles.${face}`) })}
              note={t('slot.add')}
              onClick={() => choose(face)}
            />
          ))}
          {room > faceSlots.length && (
            <AddSlot
              title={t('slot.more')}
              label={t('slot.addMore')}
              note={t('slot.moreCount', { count: value.length, max: MAX_PHOTOS })}
              onClick={() => choose('more')}
            />
          )}
        </ol>
      </Form.Item>
      {value.length > 1 && <p className="photo-section__note">{t('coverNote')}</p>}
      {problems.length > 0 && (
        <Alert
          className="photo-section__problems"
          type="warning"
          showIcon
          closable={{ onClose: dismissProblems }}
          title={t('problems.title')}
          description={problems.map((problem, index) => (
            <div key={index}>{problem}</div>
          ))}
        />
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={SENDABLE_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden
        style={{ display: 'none' }}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          const where = target.current;
          target.current = 'more';
          void pick(files, where);
        }}
      />
    </div>
  );
}
