import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHELDON_GRADES } from '@/lib/sheldon-grades';
import { CERTIFICATE_NUMBER, CERTIFICATION_SERVICES, SERVICE_NAME_LENGTH } from './identity-rules';
import { useIdentityLabels } from './use-identity-labels';
import { useIdentityRules } from './use-identity-rules';

/** "Grade and certification": a Sheldon grade, and the grading service's certificate if the coin is slabbed. */
export function GradeFields() {
  const { t } = useTranslation('coin-identity');
  const labels = useIdentityLabels();
  const rules = useIdentityRules();
  const service = Form.useWatch<string | undefined>(['certification', 'service']);
  const certificate = ['certification', 'service'];
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name="grade" label={t('fields.grade')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('fields.gradePlaceholder')}
            options={SHELDON_GRADES.map((grade) => ({ value: grade, label: labels.grade(grade) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name={['certification', 'service']}
          label={t('fields.service')}
          rules={rules.service}
          dependencies={[['certification', 'number']]}
        >
          <Select
            allowClear
            placeholder={t('fields.servicePlaceholder')}
            options={CERTIFICATION_SERVICES.map((value) => ({ value, label: value === 'other' ? t('services.other') : value }))}
          />
        </Form.Item>
      </Col>
      {service === 'other' && (
        <Col xs={24} sm={12}>
          <Form.Item name={['certification', 'serviceName']} label={t('fields.serviceName')} rules={rules.serviceName} dependencies={[certificate]}>
            <Input maxLength={SERVICE_NAME_LENGTH.max} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item
          name={['certification', 'number']}
          label={t('fields.certificateNumber')}
          rules={rules.certificateNumber}
          dependencies={[certificate]}
        >
          <Input placeholder={t('fields.certificateNumberPlaceholder')} maxLength={CERTIFICATE_NUMBER.max} />
        </Form.Item>
      </Col>
    </Row>
  );
}
