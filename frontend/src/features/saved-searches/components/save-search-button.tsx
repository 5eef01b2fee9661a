import { CheckOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInSearch } from '@/components/use-sign-in-search';
import type { SavedSearchFilters } from '../types';

/** The dialog (antd's Modal and Form) is fetched when first opened, not with the browse screen. */
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

interface SaveSearchButtonProps {
  /** The signed-in user's id, null for a visitor, undefined while the session is being asked for. */
  viewerId: number | null | undefined;
  /** The screen's search as GET /api/coins reads it (text or at least one filter). */
  filters: SavedSearchFilters;
}

/**
 * "Save this search" beside the results: a dialog for the name, then "Search saved" until the search
 * changes. A visitor is taken to sign in and brought back to the same search (decisions/0038).
 */
export function SaveSearchButton({ viewerId, filters }: SaveSearchButtonProps) {
  const { t } = useTranslation('saved-searches');
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const [open, setOpen] = useState(false);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const key = JSON.stringify(filters);

  if (savedFor === key) {
    return (
      <Button icon={<CheckOutlined aria-hidden />} onClick={() => void navigate({ to: '/saved-searches' })}>
        {t('button.saved')}
      </Button>
    );
  }

  const onClick = () => {
    if (viewerId === null) return void navigate({ to: '/auth', search: signInSearch(href) });
    if (viewerId !== undefined) setOpen(true);
  };

  return (
    <>
      <Button icon={<SaveOutlined aria-hidden />} aria-haspopup="dialog" onClick={onClick}>
        {t('button.save')}
      </Button>
      {open && typeof viewerId === 'number' && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            userId={viewerId}
            filters={filters}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              setSavedFor(key);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
