import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@/lib/format-inr';
import { parseOfferAmount } from '../offer-rules';

interface CounterOfferFormProps {
  offerId: number;
  /** The amount on the table: a counter must differ from it. */
  currentAmount: number;
  sending: boolean;
  onCounter: (counterAmount: number) => void;
  onCancel: () => void;
}

/** The counter-offer's amount, checked as the server checks it, then sent. */
export function CounterOfferForm({ offerId, currentAmount, sending, onCounter, onCancel }: CounterOfferFormProps) {
  const { t } = useTranslation('offers');
  const [form] = Form.useForm<{ amount?: string }>();
  const typed = Form.useWatch('amount', form);

  const submit = ({ amount }: { amount?: string }) => {
    const counterAmount = parseOfferAmount(amount ?? '');
    if (counterAmount === null) return form.setFields([{ name: 'amount', errors: [t('counterForm.invalid')] }]);
    if (counterAmount === currentAmount) return form.setFields([{ name: 'amount', errors: [t('counterForm.same', { amount: formatInr(currentAmount) })] }]);
    onCounter(counterAmount);
  };

  return (
    <Form
      form={form}
      name={`counter-${offerId}`}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="offer-counter"
      onValuesChange={() => form.setFields([{ name: 'amount', errors: [] }])}
    >
      <Form.Item name="amount" label={t('counterForm.label')}>
        <Input prefix="₹" inputMode="numeric" autoComplete="off" autoFocus placeholder={String(currentAmount)} />
      </Form.Item>
      <Flex gap={8} wrap justify="end">
        <Button onClick={onCancel}>{t('counterForm.cancel')}</Button>
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} disabled={!typed?.trim()} loading={sending}>
          {t('counterForm.send')}
        </Button>
      </Flex>
    </Form>
  );
}
