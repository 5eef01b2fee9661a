import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { formatInr } from '@/lib/format-inr';
import { useMakeOffer } from '../api/make-offer';
import { OFFER_MESSAGE_MAX_LENGTH, offerMessage, parseOfferAmount } from '../offer-rules';
import type { Listing } from '../types';

interface MakeOfferDialogProps {
  open: boolean;
  onClose: () => void;
  listing: Listing;
  conversationId: number;
  userId: number;
}

interface OfferValues {
  amount?: string;
  message?: string;
}

/** The offer form: an amount in whole rupees and an optional message; Send Offer waits for an amount. */
export function MakeOfferDialog({ open, onClose, listing, conversationId, userId }: MakeOfferDialogProps) {
  const { t } = useTranslation('offers');
  const [form] = Form.useForm<OfferValues>();
  const amount = Form.useWatch('amount', form);
  const makeOffer = useMakeOffer(userId, conversationId);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();

  const submit = (values: OfferValues) => {
    const offerAmount = parseOfferAmount(values.amount ?? '');
    if (offerAmount === null) {
      form.setFields([{ name: 'amount', errors: [t('invalidAmount.description')] }]);
      notification.error({ title: t('invalidAmount.title'), description: t('invalidAmount.description') });
      return;
    }
    // The sent offer turns the coin's Make Offer into "Offer pending", which unmounts this dialog
    // before the answer's callbacks would run: the toast follows the promise, which settles either way.
    void makeOffer.mutateAsync({ coinId: listing.id, offerAmount, message: offerMessage(values.message) }).then(
      () => {
        notification.success({ title: t('sent.title'), description: t('sent.description') });
        form.resetFields();
        onClose();
      },
      (error: Error) => notifyError(t('sendFailed'), error),
    );
  };

  return (
    <Modal open={open} onCancel={onClose} title={t('dialog.title')} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        <Typography.Text strong>{listing.title}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('asking', { price: formatInr(listing.price) })}</Typography.Text>
      </Typography.Paragraph>
      <Form<OfferValues>
        form={form}
        name={`offer-${listing.id}`}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={(changed) => {
          if ('amount' in changed) form.setFields([{ name: 'amount', errors: [] }]);
        }}
      >
        <Form.Item name="amount" label={t('dialog.amount')}>
          <Input prefix="₹" inputMode="numeric" autoComplete="off" placeholder={String(listing.price)} />
        </Form.Item>
        <Form.Item name="message" label={t('dialog.message')}>
          <Input.TextArea
            rows={3}
            maxLength={OFFER_MESSAGE_MAX_LENGTH}
            showCount
            placeholder={t('dialog.messagePlaceholder')}
          />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="primary" htmlType="submit" disabled={!amount?.trim()} loading={makeOffer.isPending}>
            {t('dialog.send')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
