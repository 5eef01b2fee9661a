import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../listing-rules';

interface ImagePickerProps {
  /** Set by Form.Item: the chosen file and the field's id (the label points at the button). */
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
  /** The picture the listing has now, shown until another is chosen. */
  currentUrl?: string | null;
}

/** Chooses one picture and previews it before anything is uploaded. */
export function ImagePicker({ value, onChange, id, currentUrl }: ImagePickerProps) {
  const { t } = useTranslation('catalog');
  const input = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setPreviewUrl(null);
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shown = previewUrl ?? currentUrl ?? null;
  return (
    <Flex gap={16} align="center" wrap>
      <div className="listing-form__preview">
        {shown ? (
          <img src={shown} alt={t('form.imagePreview')} />
        ) : (
          <PictureOutlined aria-hidden className="listing-form__preview-icon" />
        )}
      </div>
      <Flex vertical gap={8} align="flex-start">
        <Button id={id} icon={<PictureOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {shown ? t('form.changeImage') : t('form.chooseImage')}
        </Button>
        {value && (
          <>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
              {value.name}
            </Typography.Text>
            <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
              {t('form.removeImage')}
            </Button>
          </>
        )}
        <Typography.Text type="secondary">{t('form.imageHint')}</Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden
        style={{ display: 'none' }}
        onChange={(event) => {
          onChange?.(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
    </Flex>
  );
}
