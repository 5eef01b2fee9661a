import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LENGTH, CATALOGUE_NUMBER_LENGTH, CATALOGUE_REFS_MAX } from './identity-rules';
import { useIdentityRules } from './use-identity-rules';
import { VocabularyInput } from './vocabulary-input';

/** Up to five "catalogue + number" rows (KM 473, Pridmore 123), added and removed one at a time. */
export function CatalogueRefsField() {
  const { t } = useTranslation('coin-identity');
  const rules = useIdentityRules();
  return (
    <fieldset className="identity-sections__group">
      <legend>{t('fields.catalogueRefs')}</legend>
      <p className="identity-sections__note">{t('fields.catalogueRefsHint', { max: CATALOGUE_REFS_MAX })}</p>
      <Form.List name="catalogueRefs">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Row key={row.key} gutter={8} align="top" wrap={false}>
                <Col flex="1 1 0">
                  <Form.Item
                    name={[row.name, 'catalogue']}
                    label={t('fields.catalogue')}
                    rules={rules.catalogue(row.name)}
                    dependencies={[['catalogueRefs', row.name, 'number']]}
                  >
                    <VocabularyInput kind="catalogues" placeholder={t('fields.cataloguePlaceholder')} maxLength={CATALOGUE_LENGTH.max} />
                  </Form.Item>
                </Col>
                <Col flex="1 1 0">
                  <Form.Item
                    name={[row.name, 'number']}
                    label={t('fields.catalogueNumber')}
                    rules={rules.catalogueNumber(row.name)}
                    dependencies={[['catalogueRefs', row.name, 'catalogue']]}
                  >
                    <Input placeholder={t('fields.catalogueNumberPlaceholder')} maxLength={CATALOGUE_NUMBER_LENGTH.max} />
                  </Form.Item>
                </Col>
                <Col flex="none">
                  <Button
                    className="identity-sections__remove"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('fields.removeReference', { number: index + 1 })}
                    onClick={() => remove(row.name)}
                  />
                </Col>
              </Row>
            ))}
            {rows.length < CATALOGUE_REFS_MAX && (
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ catalogue: '', number: '' })} block>
                {t('fields.addReference')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
