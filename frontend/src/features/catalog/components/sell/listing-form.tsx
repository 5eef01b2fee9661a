import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withCurrent } from '@/components/coin/coin-values';
import { type IdentityPanel, panelOfField, useIdentityPanels } from '@/components/coin/identity/identity-panels';
import { IdentitySections } from '@/components/coin/identity/identity-sections';
import { useIdentityRules } from '@/components/coin/identity/use-identity-rules';
import { useServerFieldErrors } from '@/components/coin/identity/use-server-field-errors';
import { MAX_PHOTOS } from '@/components/coin/photos/photo-list';
import { PhotoSection } from '@/components/coin/photos/photo-section';
import { photoServerErrors } from '@/components/coin/photos/photo-server-errors';
import type { PhotoUploadProgress } from '@/components/coin/photos/upload-progress';
import { usePhotoRules } from '@/components/coin/photos/use-photo-rules';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import type { ListingFields } from '../../api/listing-form-data';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../listing-rules';
import { FORM_CATEGORIES, FORM_CONDITIONS, FORM_METALS } from '../../values';
import { GenuineConfirmation } from './genuine-confirmation';
import { useListingRules } from './use-listing-rules';
import './listing-form.css';

/**
 * Every field the form has, so a refused save can be shown under the one the server names; the
 * photos' fields (image, images, imageRoles, photos) all go under the photos (photoServerErrors).
 */
const FIELDS = [
  'title', 'description', 'price', 'location', 'category', 'condition', 'year', 'metal',
  'denomination', 'issuer', 'ruler', 'mint', 'era', 'catalogueRefs', 'weightGrams', 'diameterMm', 'shape', 'edge',
  'grade', 'certification', 'genuineConfirmed',
] as const;

interface ListingFormProps {
  name: string;
  initialValues?: Partial<ListingFields>;
  submitLabel: string;
  pending: boolean;
  /** Each new photo's upload progress while pending. */
  uploadProgress?: PhotoUploadProgress;
  onSubmit: (fields: ListingFields) => void;
  /** A new listing asks the seller to confirm the coin is genuine (a required box). */
  confirmGenuine?: boolean;
  /** The sections that start open (an edited listing's, where it has details). */
  openSections?: readonly IdentityPanel[];
  /** The last refused save: its messages are shown under the fields they name. */
  serverError?: Error | null;
}

/**
 * The photos first (issue 13: both faces asked for, up to eight), then title, description, price,
 * category, condition, year, metal and location (spec §5), the optional "Which coin is it?" and
 * "Grade and certification" sections and, for a new listing, the confirmation that the coin is genuine.
 */
export function ListingForm(props: ListingFormProps) {
  const { name, initialValues, submitLabel, pending, uploadProgress, onSubmit } = props;
  const { confirmGenuine = false, openSections, serverError } = props;
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<ListingFields>();
  const rules = useListingRules();
  const identityRules = useIdentityRules();
  const photoRules = usePhotoRules();
  // The missing-faces hint waits for the first send, then follows every change of the photos.
  const [sent, setSent] = useState(false);
  const labels = useCoinLabels();
  const panels = useIdentityPanels(openSections);
  const showServerErrors = useServerFieldErrors(form, FIELDS, panels);
  const startValues = useMemo(() => ({ photos: [], catalogueRefs: [], certification: {}, ...initialValues }), [initialValues]);

  useEffect(() => {
    if (!serverError) return;
    const aboutPhotos = photoServerErrors(serverError);
    if (aboutPhotos.length > 0) form.setFields([{ name: 'photos', errors: aboutPhotos }]);
    if (!showServerErrors(serverError) && aboutPhotos.length > 0) form.scrollToField('photos', { block: 'center' });
  }, [form, serverError, showServerErrors]);

  return (
    <Form<ListingFields>
      form={form}
      name={name}
      className="listing-form"
      layout="vertical"
      initialValues={startValues}
      onFinish={(fields) => {
        setSent(true);
        onSubmit(fields);
      }}
      onFinishFailed={({ errorFields }) => {
        setSent(true);
        // A problem in a closed section: open it, then show the field (antd scrolled to it while hidden).
        const first = errorFields[0];
        const panel = first && panelOfField(first.name);
        panels.openFor(errorFields);
        if (first && panel && !panels.open.includes(panel)) setTimeout(() => form.scrollToField(first.name, { block: 'center' }), 0);
      }}
      disabled={pending}
      scrollToFirstError
    >
      <Form.Item
        name="photos"
        label={
          <>
            {t('section.title', { ns: 'photo-upload' })}
            <span className="listing-form__label-note">{t('section.optional', { ns: 'photo-upload', max: MAX_PHOTOS })}</span>
          </>
        }
        rules={photoRules}
        validateTrigger={sent ? 'onChange' : []}
      >
        <PhotoSection progress={pending ? uploadProgress : undefined} />
      </Form.Item>
      <Form.Item name="title" label={t('form.title')} rules={rules.title} required>
        <Input maxLength={TITLE_LENGTH.max} placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')} rules={rules.description} required>
        <Input.TextArea rows={5} maxLength={DESCRIPTION_LENGTH.max} showCount placeholder={t('form.descriptionPlaceholder')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="price" label={t('form.price')} rules={rules.price} required>
            <InputNumber<number> prefix="₹" placeholder="2500" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="location" label={t('form.location')} rules={rules.location} required>
            <Input placeholder={t('form.locationPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="category" label={t('form.category')} rules={rules.category} required>
            <Select placeholder={t('form.choose')} options={labels.options('categories', withCurrent(FORM_CATEGORIES, initialValues?.category))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="condition" label={t('form.condition')} rules={rules.condition} required>
            <Select placeholder={t('form.choose')} options={labels.options('conditions', withCurrent(FORM_CONDITIONS, initialValues?.condition))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="year" label={t('form.year')} rules={[...rules.year, ...identityRules.yearInEra]} dependencies={['era']}>
            <Input placeholder={t('form.yearPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="metal" label={t('form.metal')}>
            <Select allowClear placeholder={t('form.optional')} options={labels.options('metals', withCurrent(FORM_METALS, initialValues?.metal))} />
          </Form.Item>
        </Col>
      </Row>
      <IdentitySections panels={panels} />
      {confirmGenuine && <GenuineConfirmation />}
      <Button type="primary" htmlType="submit" size="large" loading={pending}>
        {pending ? t('form.submitting') : submitLabel}
      </Button>
    </Form>
  );
}
