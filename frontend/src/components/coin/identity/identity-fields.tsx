import { useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { coinVocabularyQueryOptions } from '@/api/coin-vocabulary';
import { CatalogueRefsField } from './catalogue-refs-field';
import { EraField } from './era-field';
import { IDENTITY_TEXT_MAX, type IdentityTextField } from './identity-rules';
import { useIdentityRules } from './use-identity-rules';
import { VocabularyInput } from './vocabulary-input';
import { issuerOfRuler, type VocabularyKind } from './vocabulary-options';

const SUGGESTED_FROM: Record<IdentityTextField, VocabularyKind> = {
  denomination: 'denominations',
  issuer: 'issuers',
  ruler: 'rulers',
  mint: 'mints',
  shape: 'shapes',
  edge: 'edges',
};

/**
 * "Which coin is it?": denomination, issuer, ruler, mint, the era of the year, catalogue references,
 * weight, diameter, shape and edge, every one optional. Picking a known ruler fills in an empty issuer.
 */
export function IdentityFields() {
  const { t, i18n } = useTranslation('coin-identity');
  const rules = useIdentityRules();
  const form = Form.useFormInstance();
  const { data: vocabulary } = useQuery(coinVocabularyQueryOptions);

  const fillIssuer = (ruler: string) => {
    if ((form.getFieldValue('issuer') as string | undefined)?.trim()) return;
    const issuer = issuerOfRuler(vocabulary, ruler, i18n.language);
    if (issuer) form.setFieldValue('issuer', issuer);
  };

  const text = (field: IdentityTextField, onPick?: (value: string) => void) => (
    <Col xs={24} sm={12}>
      <Form.Item name={field} label={t(`fields.${field}`)} rules={rules[field]}>
        <VocabularyInput
          kind={SUGGESTED_FROM[field]}
          placeholder={t(`fields.${field}Placeholder`)}
          maxLength={IDENTITY_TEXT_MAX[field]}
          onPick={onPick}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Row gutter={16}>
        {text('denomination')}
        {text('issuer')}
        {text('ruler', fillIssuer)}
        {text('mint')}
        <Col xs={24}>
          <EraField />
        </Col>
      </Row>
      <CatalogueRefsField />
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="weightGrams" label={t('fields.weight')} rules={rules.weightGrams}>
            <InputNumber<number> step={0.01} inputMode="decimal" placeholder="11.66" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="diameterMm" label={t('fields.diameter')} rules={rules.diameterMm}>
            <InputNumber<number> step={0.1} inputMode="decimal" placeholder="30.5" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {text('shape')}
        {text('edge')}
      </Row>
    </>
  );
}
