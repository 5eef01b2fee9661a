import { Alert, Flex, type GetRef, Input, Modal, Radio } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_CODES, type RejectionReasonCode } from '@/components/coin/rejection-reasons';
import { isTypingTarget } from './queue-key-map';

export const NOTE_MAX_LENGTH = 500;

export interface RejectionChoice {
  reasonCode: RejectionReasonCode;
  note?: string;
}

interface ReasonPickerProps {
  /** The listing's title, in the dialog's title. */
  title: string;
  pending: boolean;
  onConfirm: (choice: RejectionChoice) => void;
  onCancel: () => void;
}

/**
 * Reject with a reason from the catalogue: digits 1-7 pick one, Enter confirms (Shift+Enter is a new
 * line in the note); "Other" needs a note, the others take one optionally.
 */
export function ReasonPicker({ title, pending, onConfirm, onCancel }: ReasonPickerProps) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<RejectionReasonCode | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noteRef = useRef<GetRef<typeof Input.TextArea>>(null);

  const pick = (code: RejectionReasonCode) => {
    setReason(code);
    setProblem(null);
    if (code === 'other') setTimeout(() => noteRef.current?.focus(), 0);
  };

  const confirm = () => {
    if (pending) return;
    if (reason === null) return setProblem(t('reasons.pickOne'));
    const trimmed = note.trim();
    if (reason === 'other' && !trimmed) return setProblem(t('reasons.noteRequired'));
    onConfirm(trimmed ? { reasonCode: reason, note: trimmed } : { reasonCode: reason });
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const typing = isTypingTarget(event.target);
    const digit = Number(event.key);
    const code = typing || !Number.isInteger(digit) ? undefined : REJECTION_REASON_CODES[digit - 1];
    if (code) {
      event.preventDefault();
      pick(code);
    } else if (event.key === 'Enter' && !event.shiftKey && !(event.target instanceof Element && event.target.closest('button'))) {
      event.preventDefault();
      confirm();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <Modal
      open
      title={t('reasons.title', { title })}
      okText={t('reject.confirm')}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('actions.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      // The first reason takes the focus once the dialog is open, with or without antd's motion
      // (without it, the dialog's own focus went to its close button, where Enter closes instead of rejecting).
      afterOpenChange={(opened) => {
        if (opened) document.querySelector<HTMLInputElement>('.reason-picker__reasons input[type="radio"]')?.focus();
      }}
      destroyOnHidden
    >
      <p className="reason-picker__hint">{t('reasons.hint')}</p>
      <Radio.Group
        className="reason-picker__reasons"
        aria-label={t('reasons.label')}
        value={reason}
        onChange={(event) => pick(event.target.value as RejectionReasonCode)}
      >
        <Flex vertical gap={4}>
          {REJECTION_REASON_CODES.map((code, index) => (
            <Radio key={code} value={code} autoFocus={index === 0}>
              <kbd className="queue-kbd" aria-hidden>
                {index + 1}
              </kbd>{' '}
              {t(`reasons.codes.${code}`)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      <div className="reason-picker__note">
        <label htmlFor="reason-picker-note">{reason === 'other' ? t('reasons.noteRequiredLabel') : t('reasons.noteLabel')}</label>
        <Input.TextArea
          id="reason-picker-note"
          ref={noteRef}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          showCount
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      {problem && <Alert className="reason-picker__problem" type="error" showIcon role="alert" title={problem} />}
    </Modal>
  );
}
