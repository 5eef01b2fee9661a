import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import './search-input.css';

interface SearchInputProps {
  value: string;
  onChange: (search: string) => void;
  className?: string;
}

/** The coin search box; results follow as the user types. */
export function SearchInput({ value, onChange, className }: SearchInputProps) {
  const { t } = useTranslation('catalog');
  return (
    <Input
      type="search"
      size="large"
      className={className ? `search-input ${className}` : 'search-input'}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      allowClear
    />
  );
}
