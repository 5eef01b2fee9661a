import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { useSaveSearch } from '../api/save-search';
import { describeFilters } from '../describe-filters';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from '../types';
import { useFilterWords } from '../use-filter-words';

interface SaveSearchDialogProps {
  userId: number;
  filters: SavedSearchFilters;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Names and saves a search: the name starts as the search text (the server does the same when it is
 * left empty). At 20 saved searches the server answers 409: the dialog says so and links to the list,
 * where one can be deleted.
 */
export function SaveSearchDialog({ userId, filters, onClose, onSaved }: SaveSearchDialogProps) {
  const { t } = useTranslation('saved-searches');
  const { notification } = App.useApp();
  const words = useFilterWords();
  const save = useSaveSearch(userId);
  const [name, setName] = useState(filters.search ?? '');
  const nameId = useId();
  const tooLong = name.trim().length > SAVED_SEARCH_NAME_MAX;
  const full = save.error instanceof ApiError && save.error.status === 409;

  const submit = () => {
    if (tooLong) return;
    save.mutate(
      { name: name.trim(), filters },
      {
        onSuccess: () => {
          notification.success({ title: t('dialog.savedTitle'), description: t('dialog.savedText') });
          onSaved();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('dialog.title')}
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: tooLong || full }}
    >
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <p className="save-search__what">
          <span>{t('dialog.what')}</span> <strong>{describeFilters(filters, words).join(' · ')}</strong>
        </p>
        <Form.Item
          label={t('dialog.name')}
          htmlFor={nameId}
          extra={t('dialog.nameHint')}
          validateStatus={tooLong ? 'error' : undefined}
          help={tooLong ? t('dialog.nameTooLong', { max: SAVED_SEARCH_NAME_MAX }) : undefined}
        >
          <Input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={SAVED_SEARCH_NAME_MAX + 20} autoFocus />
        </Form.Item>
        <p>{t('dialog.alerts')}</p>
        {full && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('dialog.fullTitle', { count: SAVED_SEARCH_LIMIT })}
            description={
              <>
                <p className="save-search__full-text">{t('dialog.fullText')}</p>
                <ButtonLink to="/saved-searches" icon={<UnorderedListOutlined aria-hidden />} onClick={onClose}>
                  {t('dialog.manage')}
                </ButtonLink>
              </>
            }
          />
        )}
        {save.error && !full && <Alert type="error" showIcon role="alert" title={t('dialog.failed')} description={save.error.message} />}
      </Form>
    </Modal>
  );
}
