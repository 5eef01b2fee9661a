import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { renderInRouter } from '@/test/render-in-router';
import { FILLED_LISTING } from '@/test/filled-listing';
import { stubVocabulary } from '@/test/stub-vocabulary';
import { type ListingFields, toListingFormData } from '../../api/listing-form-data';
import { ListingForm } from './listing-form';

const FILLED = FILLED_LISTING;
const NOTICE = /Coins more than 100 years old are antiquities under India's Antiquities and Art Treasures Act, 1972/;

async function renderForm(props: { serverError?: Error; language?: 'en' | 'hi' } = {}) {
  const onSubmit = vi.fn<(fields: ListingFields) => void>();
  renderInRouter(
    <ListingForm
      name="sell"
      initialValues={FILLED}
      submitLabel="Submit Listing"
      pending={false}
      onSubmit={onSubmit}
      confirmGenuine
      serverError={props.serverError}
    />,
    { language: props.language },
  );
  await screen.findByRole('button', { name: 'Submit Listing' });
  return onSubmit;
}

/** Opens an antd Select by its label and picks the option with this text. */
async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const matching = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((element) => element.textContent === option);
  await waitFor(() => expect(matching().length).toBeGreaterThan(0));
  await user.click(matching().at(-1)!);
}

const openSection = (user: UserEvent, name: RegExp) => user.click(screen.getByRole('button', { name }));

beforeEach(stubVocabulary);
afterEach(() => vi.unstubAllGlobals());

describe('ListingForm: which coin, grade and certification', () => {
  it('keeps the new sections closed under a hint, after spec.md’s fields', async () => {
    await renderForm();
    expect(screen.getByText('Optional. The more you tell, the easier collectors find your coin.')).toBeInTheDocument();
    const which = screen.getByRole('button', { name: /Which coin is it\?/ });
    const grade = screen.getByRole('button', { name: /Grade and certification/ });
    expect(which).toHaveAttribute('aria-expanded', 'false');
    expect(grade).toHaveAttribute('aria-expanded', 'false');
    // spec.md's fields come before them.
    expect(screen.getByLabelText('Metal (optional)').compareDocumentPosition(which) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('will not send a new listing until the seller confirms the coin is genuine', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByText('Please confirm the coin is genuine')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'I confirm this coin is genuine — not a replica, restrike or fantasy piece' }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].genuineConfirmed).toBe(true);
  });

  it('shows the antiquity notice for a coin of 1862, not of 1950, and counts other eras in AD', async () => {
    const user = userEvent.setup();
    await renderForm();
    const year = screen.getByLabelText('Year (optional)');

    await user.type(year, '1862');
    const notice = await screen.findByText(NOTICE);
    expect(within(notice.closest('.ant-alert')!).getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '/antiquities');

    await user.clear(year);
    await user.type(year, '1950');
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());

    // VS 2007 is AD 1950; VS 1919 is AD 1862.
    await openSection(user, /Which coin is it\?/);
    await choose(user, 'Era of the year', 'VS — Vikram Samvat');
    await user.clear(year);
    await user.type(year, '2007');
    expect(await screen.findByText(/That is about AD 1950\./)).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '1919');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText(/That is about AD 1862\./)).toBeInTheDocument();
  });

  it("never refuses spec.md's year on its own, only against an era the seller chose", async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I confirm this coin is genuine/ }));
    await user.type(screen.getByLabelText('Year (optional)'), '3000');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    await openSection(user, /Which coin is it\?/);
    await choose(user, 'Era of the year', 'AD — Common Era');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByText(`For AD, the year must be from 1 to ${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("counts a regnal year from the ruler's accession in the vocabulary", async () => {
    const user = userEvent.setup();
    await renderForm();
    await openSection(user, /Which coin is it\?/);
    await user.type(screen.getByLabelText('Year (optional)'), '5');
    await choose(user, 'Era of the year', 'RY — Regnal year of the ruler');
    expect(await screen.findByText(/choose the ruler above/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ruler'), 'Akbar');
    expect(await screen.findByText(/That is about AD 1560\./)).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('explains each problem as the server would, opening the section it is in', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /I confirm this coin is genuine/ }));
    await user.type(screen.getByLabelText('Year (optional)'), '1862');
    await openSection(user, /Which coin is it\?/);
    await choose(user, 'Era of the year', 'AH — Hijri');
    await user.type(screen.getByLabelText('Weight (g)'), '11.666');
    await user.type(screen.getByLabelText('Diameter (mm)'), '151');
    await user.click(screen.getByRole('button', { name: 'Add a catalogue reference' }));
    await user.type(screen.getByLabelText('Number'), '473');
    await openSection(user, /Which coin is it\?/); // closes it: the problems open it again
    await openSection(user, /Grade and certification/);
    await user.type(screen.getByLabelText('Certificate number'), '123');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    for (const message of [
      'For AH (Hijri), the year must be from 1 to 1500',
      'Weight can have at most 2 decimals',
      'Diameter must be between 1 and 150 mm',
      'Name the catalogue, e.g. KM',
      'Choose the service that certified the coin',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Which coin is it\?/ })).toHaveAttribute('aria-expanded', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await choose(user, 'Certified by', 'Other');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByText('Name the grading service')).toBeInTheDocument();
    expect(await screen.findByText("The certificate number must be 4 to 30 letters, digits, '-', '/' or '.'")).toBeInTheDocument();
  });

  it('sends the details, the catalogue references and the certificate as the contract’s JSON text', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    await user.type(screen.getByLabelText('Year (optional)'), '1862');
    await openSection(user, /Which coin is it\?/);
    await user.type(screen.getByLabelText('Ruler'), 'Victoria');
    await user.type(screen.getByLabelText('Mint'), 'Bombay');
    await user.click(screen.getByRole('button', { name: 'Add a catalogue reference' }));
    await user.type(screen.getByLabelText('Catalogue'), 'KM');
    await user.type(screen.getByLabelText('Number'), '473');
    await user.type(screen.getByLabelText('Weight (g)'), '11.66');
    await user.type(screen.getByLabelText('Diameter (mm)'), '30.5');
    await openSection(user, /Grade and certification/);
    // A searchable list: typing narrows thirty grades to one.
    await user.type(screen.getByLabelText('Grade (Sheldon scale)'), 'VF-30');
    await choose(user, 'Grade (Sheldon scale)', 'VF-30 — Very Fine');
    await choose(user, 'Certified by', 'NGC');
    await user.type(screen.getByLabelText('Certificate number'), '4321987-001');
    await user.click(screen.getByRole('checkbox', { name: /I confirm this coin is genuine/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = toListingFormData(onSubmit.mock.calls[0]![0]);
    expect(sent.get('ruler')).toBe('Victoria');
    expect(sent.get('mint')).toBe('Bombay');
    // No era chosen: the year goes alone, and the server reads it as AD.
    expect(sent.has('era')).toBe(false);
    expect(JSON.parse(String(sent.get('catalogueRefs')))).toEqual([{ catalogue: 'KM', number: '473' }]);
    expect(sent.get('weightGrams')).toBe('11.66');
    expect(sent.get('diameterMm')).toBe('30.5');
    expect(sent.get('grade')).toBe('30');
    expect(JSON.parse(String(sent.get('certification')))).toEqual({ service: 'NGC', serviceName: null, number: '4321987-001' });
    expect(sent.get('genuineConfirmed')).toBe('true');
    expect(sent.has('denomination')).toBe(false);
  });

  it("shows the server's 400 under the field it names, in its section", async () => {
    await renderForm({ serverError: new ApiError(400, 'weightGrams must be between 0.01 and 500') });
    expect(await screen.findByText('weightGrams must be between 0.01 and 500')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Which coin is it\?/ })).toHaveAttribute('aria-expanded', 'true'));
  });

  it('shows a certificate already on another live listing under the certificate number', async () => {
    await renderForm({ serverError: new ApiError(409, 'This certificate number is already on another live listing') });
    expect(await screen.findByText('This certificate number is already on another live listing')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Grade and certification/ })).toHaveAttribute('aria-expanded', 'true'));
  });

  it('speaks Hindi', async () => {
    const user = userEvent.setup();
    await renderForm({ language: 'hi' });
    expect(screen.getByRole('button', { name: /यह कौन-सा सिक्का है\?/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /मेरी पुष्टि है कि यह सिक्का असली है/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('वर्ष (वैकल्पिक)'), '1862');
    expect(await screen.findByText(/पुरावशेष तथा बहुमूल्य कलाकृति अधिनियम, 1972/)).toBeInTheDocument();
  });
});
