import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinVocabularyQueryOptions } from '@/api/coin-vocabulary';
import { KNOWN_CATALOGUES } from './identity-rules';
import { catalogueOptions, matchesSuggestion, type SuggestionOption, suggestionOptions, type VocabularyKind } from './vocabulary-options';

interface VocabularyInputProps {
  /** Which curated list it suggests from. */
  kind: VocabularyKind | 'catalogues';
  /** Set by Form.Item (or the filter): the text and the field's id, which its label points at. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  maxLength?: number;
  /** Fetch the suggestions only when the box is first used (filters on the home screen), not on render. */
  lazy?: boolean;
  /** A suggestion was picked (not typed). */
  onPick?: (value: string) => void;
  'aria-describedby'?: string;
}

/**
 * Free text with suggestions from GET /api/coin-vocabulary in the reader's language: typing either
 * language's name finds an entry, and anything else may be typed as well.
 */
export function VocabularyInput({ kind, value, onChange, id, placeholder, maxLength, lazy = false, onPick, ...aria }: VocabularyInputProps) {
  const { i18n } = useTranslation();
  const [wanted, setWanted] = useState(!lazy);
  const { data } = useQuery({ ...coinVocabularyQueryOptions, enabled: wanted });
  const options = useMemo(
    () => (kind === 'catalogues' ? catalogueOptions(data?.catalogues ?? KNOWN_CATALOGUES) : suggestionOptions(data, kind, i18n.language)),
    [data, kind, i18n.language],
  );
  return (
    <AutoComplete<string, SuggestionOption>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next ?? '')}
      onSelect={(picked) => onPick?.(picked)}
      onFocus={() => setWanted(true)}
      options={options}
      showSearch={{ filterOption: (input, option) => matchesSuggestion(input, option) }}
      placeholder={placeholder}
      maxLength={maxLength}
      allowClear
      aria-describedby={aria['aria-describedby']}
    />
  );
}
