import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_KINDS, type FlagKind } from '../../queue-types';

/** Shows every waiting listing, or only those with one kind of flag ('' for all). */
export function FlagFilter({ value, onChange }: { value: FlagKind | ''; onChange: (flag: FlagKind | '') => void }) {
  const { t } = useTranslation('moderation');
  return (
    <div className="queue-toolbar__filter">
      <span aria-hidden>{t('flags.filter')}</span>
      <Select
        aria-label={t('flags.filterLabel')}
        value={value}
        onChange={onChange}
        popupMatchSelectWidth={false}
        style={{ minWidth: 190 }}
        options={[
          { value: '', label: t('flags.all') },
          ...FLAG_KINDS.map((kind) => ({
            value: kind,
            label: t(`flags.kinds.${kind}`),
          })),
        ]}
      />
    </div>
  );
}
