import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { usePostComment } from '../api/post-comment';
import { COMMENT_MAX_LENGTH } from '../comment-rules';

interface CommentFormProps {
  coinId: number;
  onPosted: () => void;
}

/** A multi-line box and Post Comment; empties itself after posting. */
export function CommentForm({ coinId, onPosted }: CommentFormProps) {
  const { t } = useTranslation('comments');
  const [form] = Form.useForm<{ content: string }>();
  const post = usePostComment(coinId);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();

  const submit = ({ content }: { content: string }) =>
    post.mutate(content.trim(), {
      onSuccess: () => {
        form.resetFields();
        notification.success({ title: t('posted.title'), description: t('posted.description') });
        onPosted();
      },
      onError: (error) => notifyError(t('postFailed'), error),
    });

  return (
    <Form form={form} name={`comment-${coinId}`} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="content"
        label={t('label')}
        rules={[
          { required: true, whitespace: true, message: t('validation.empty') },
          { max: COMMENT_MAX_LENGTH, message: t('validation.tooLong', { max: COMMENT_MAX_LENGTH }) },
        ]}
      >
        <Input.TextArea rows={3} placeholder={t('placeholder')} maxLength={COMMENT_MAX_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={post.isPending}>
        {t('post')}
      </Button>
    </Form>
  );
}
