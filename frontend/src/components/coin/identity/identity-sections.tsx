import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormAntiquityNotice } from './form-antiquity-notice';
import { GradeFields } from './grade-fields';
import { IdentityFields } from './identity-fields';
import type { IdentityPanel, IdentityPanelsState } from './identity-panels';
import './identity-sections.css';

function PanelLabel({ title, summary }: { title: string; summary: string }) {
  return (
    <span className="identity-sections__label">
      <span className="identity-sections__title">{title}</span>
      <span className="identity-sections__summary">{summary}</span>
    </span>
  );
}

/**
 * What follows spec.md's fields in a listing form (the seller's and the admin's): the antiquity notice
 * when the year calls for it, then "Which coin is it?" and "Grade and certification" as collapsible
 * sections under a hint that they help collectors find the coin. Renders inside the form; the fields
 * stay registered while a section is closed.
 */
export function IdentitySections({ panels }: { panels: IdentityPanelsState }) {
  const { t } = useTranslation('coin-identity');
  return (
    <div className="identity-sections">
      <FormAntiquityNotice />
      <p className="identity-sections__hint">{t('sections.hint')}</p>
      <Collapse
        activeKey={panels.open}
        onChange={(keys) => panels.setOpen((Array.isArray(keys) ? keys : [keys]) as IdentityPanel[])}
        items={[
          {
            key: 'which',
            label: <PanelLabel title={t('sections.which')} summary={t('sections.whichSummary')} />,
            children: <IdentityFields />,
            forceRender: true,
          },
          {
            key: 'grade',
            label: <PanelLabel title={t('sections.grade')} summary={t('sections.gradeSummary')} />,
            children: <GradeFields />,
            forceRender: true,
          },
        ]}
      />
    </div>
  );
}
