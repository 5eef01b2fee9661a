import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withCurrent } from '@/components/coin/coin-values';
import { type IdentityFormValues, identityFormValues, identityPayload } from '@/components/coin/identity/identity-form-values';
import { openSectionsOf, useIdentityPanels } from '@/components/coin/identity/identity-panels';
import { IdentitySections } from '@/components/coin/identity/identity-sections';
import { useIdentityRules } from '@/components/coin/identity/use-identity-rules';
import { useServerFieldErrors } from '@/components/coin/identity/use-server-field-errors';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { useEditCoin } from '../api/edit-coin';
import type { AdminCoin, AdminCoinChanges } from '../types';
import { ADMIN_CATEGORIES, ADMIN_CONDITIONS, ADMIN_METALS, parseAdminPrice } from '../values';
import { useAdminNotify } from './use-admin-notify';

type EditValues = Omit<AdminCoinChanges, 'price' | keyof IdentityFormValues> & { price: number | null } & IdentityFormValues;

/** The dialog's fields, so a refused save can be shown under the one the server names. */
const FIELDS = [
  'title', 'description', 'imageUrl', 'price', 'location', 'category', 'condition', 'year', 'metal',
  'denomination', 'issuer', 'ruler', 'mint', 'era', 'catalogueRefs', 'weightGrams', 'diameterMm', 'shape', 'edge',
  'grade', 'certification',
] as const;

interface EditCoinDialogProps {
  coin: AdminCoin;
  onClose: () => void;
  /** Instead of saving the edit: hands the changes over (the queue approves with them). */
  onSubmit?: (changes: AdminCoinChanges) => void;
  submitLabel?: string;
  submitting?: boolean;
}

/**
 * Edit Coin Listing: every field of the listing, with the admin's value lists (spec §2, §3), then the
 * coin's identity, grade and certification in the sections the seller's form has (issue 13).
 */
export function EditCoinDialog({ coin, onClose, onSubmit, submitLabel, submitting = false }: EditCoinDialogProps) {
  const { t } = useTranslation('moderation');
  const labels = useCoinLabels();
  const [form] = Form.useForm<EditValues>();
  const edit = useEditCoin();
  const notify = useAdminNotify();
  const identityRules = useIdentityRules();
  const panels = useIdentityPanels(openSectionsOf(coin));
  const showServerErrors = useServerFieldErrors(form, FIELDS, panels);
  const required = [{ required: true, whitespace: true, message: t('edit.required') }];
  const initialIdentity = useMemo(() => identityFormValues(coin), [coin]);

  const save = (values: EditValues) => {
    const { title, description, imageUrl, price, category, year, metal, condition, location } = values;
    const changes: AdminCoinChanges = {
      title,
      description,
      category,
      condition,
      location,
      price: parseAdminPrice(price),
      year: year?.trim() || null,
      metal: metal ?? null,
      imageUrl: imageUrl?.trim() || null,
      ...identityPayload(values, year),
    };
    if (onSubmit) {
      onSubmit(changes);
      return;
    }
    edit.mutate(
      { id: coin.id, changes },
      {
        onSuccess: () => {
          notify.success(t('toast.updated'));
          onClose();
        },
        onError: (error) => {
          showServerErrors(error);
          notify.failure(error);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('edit.title')}
      okText={submitLabel ?? t('edit.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: edit.isPending || submitting }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        name={`admin-edit-${coin.id}`}
        layout="vertical"
        onFinish={save}
        onFinishFailed={({ errorFields }) => panels.openFor(errorFields)}
        initialValues={{
          ...initialIdentity,
          title: coin.title,
          description: coin.description,
          imageUrl: coin.imageUrl ?? '',
          price: coin.price,
          category: coin.category,
          year: coin.year ?? '',
          metal: coin.metal ?? undefined,
          condition: coin.condition,
          location: coin.location,
        }}
      >
        <Form.Item name="title" label={t('edit.fields.title')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('edit.fields.description')} rules={required}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="imageUrl" label={t('edit.fields.imageUrl')}>
          <Input placeholder="/uploads/coins/…" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="price" label={t('edit.fields.price')}>
              <InputNumber<number> prefix="₹" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="location" label={t('edit.fields.location')} rules={required}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="category" label={t('edit.fields.category')} rules={required}>
              <Select options={labels.options('categories', withCurrent(ADMIN_CATEGORIES, coin.category))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="condition" label={t('edit.fields.condition')} rules={required}>
              <Select options={labels.options('conditions', withCurrent(ADMIN_CONDITIONS, coin.condition))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="year" label={t('edit.fields.year')} rules={identityRules.yearInEra} dependencies={['era']}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="metal" label={t('edit.fields.metal')}>
              <Select allowClear options={labels.options('metals', withCurrent(ADMIN_METALS, coin.metal))} />
            </Form.Item>
          </Col>
        </Row>
        <IdentitySections panels={panels} />
      </Form>
    </Modal>
  );
}
