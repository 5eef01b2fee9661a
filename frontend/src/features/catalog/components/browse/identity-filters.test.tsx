import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubVocabulary } from '@/test/stub-vocabulary';
import { type CoinFilters, emptyFilters } from '../../coin-filters';
import { IdentityFilters } from './identity-filters';

function renderFilters(filters: CoinFilters = emptyFilters('recent'), language: 'en' | 'hi' = 'en') {
  const onChange = vi.fn<(changes: Partial<CoinFilters>) => void>();
  renderWithProviders(<IdentityFilters filters={filters} onChange={onChange} />, { language });
  return onChange;
}

beforeEach(stubVocabulary);
afterEach(() => vi.unstubAllGlobals());

describe('IdentityFilters', () => {
  it('sets the ruler, the AD years and "Certified only", each labelled', async () => {
    const user = userEvent.setup();
    const onChange = renderFilters();
    await user.type(screen.getByLabelText('Ruler'), 'V');
    expect(onChange).toHaveBeenLastCalledWith({ ruler: 'V' });
    await user.type(screen.getByLabelText('Year from (AD)'), '1850');
    expect(onChange).toHaveBeenLastCalledWith({ yearFrom: 1850 });
    await user.type(screen.getByLabelText('Year to (AD)'), '1870');
    expect(onChange).toHaveBeenLastCalledWith({ yearTo: 1870 });
    await user.click(screen.getByRole('switch', { name: 'Certified only' }));
    expect(onChange).toHaveBeenLastCalledWith({ certified: true });
  });

  it('fetches the suggestions only once a name box is used, then offers them in the reader’s language', async () => {
    const user = userEvent.setup();
    renderFilters(emptyFilters('recent'), 'hi');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('शासक'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('विक्टोरिया · 1837–1901')).toBeInTheDocument();
  });

  it('shows the filters in force', () => {
    renderFilters({ ...emptyFilters('recent'), mint: 'Bombay', yearTo: 1900, certified: true });
    expect(screen.getByLabelText('Mint')).toHaveValue('Bombay');
    expect(screen.getByLabelText('Year to (AD)')).toHaveValue('1900');
    expect(screen.getByRole('switch', { name: 'Certified only' })).toBeChecked();
  });
});
