import { Button, Col, Form, Input, InputNumber, Progress, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { withCurrent } from '@/components/coin/coin-values';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import type { ListingFields } from '../../api/listing-form-data';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../listing-rules';
import { FORM_CATEGORIES, FORM_CONDITIONS, FORM_METALS } from '../../values';
import { ImagePicker } from './image-picker';
import { useListingRules } from './use-listing-rules';
import './listing-form.css';

interface ListingFormProps {
  name: string;
  initialValues?: Partial<ListingFields>;
  /** The listing's current picture, when editing. */
  currentImageUrl?: string | null;
  submitLabel: string;
  pending: boolean;
  /** Upload progress in percent while pending. */
  progress: number;
  onSubmit: (fields: ListingFields) => void;
}

/** Title, description, price, category, condition, year, metal, location and picture (spec §5). */
export function ListingForm(props: ListingFormProps) {
  const { name, initialValues, currentImageUrl, submitLabel, pending, progress, onSubmit } = props;
  const { t } = useTranslation('catalog');
  const rules = useListingRules();
  const labels = useCoinLabels();

  return (
    <Form<ListingFields>
      name={name}
      className="listing-form"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      disabled={pending}
      scrollToFirstError
    >
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
          <Form.Item name="year" label={t('form.year')} rules={rules.year}>
            <Input placeholder={t('form.yearPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="metal" label={t('form.metal')}>
            <Select allowClear placeholder={t('form.optional')} options={labels.options('metals', withCurrent(FORM_METALS, initialValues?.metal))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="image" label={t('form.image')} rules={rules.image}>
        <ImagePicker currentUrl={currentImageUrl} />
      </Form.Item>
      {pending && <Progress percent={progress} aria-label={t('form.uploading')} />}
      <Button type="primary" htmlType="submit" size="large" loading={pending}>
        {pending ? t('form.submitting') : submitLabel}
      </Button>
    </Form>
  );
}
