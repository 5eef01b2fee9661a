import { findContactDetails } from '../../../platform/kernel/text/contact-details';
import { contactDetailsFlag, ListingFlag, replicaWordsFlag } from './listing-flags';
import { findReplicaWords } from './replica-words';

/** The flags a listing's title and description raise: contact details, replica words. */
export function textFlags(title: string, description: string): ListingFlag[] {
  const text = `${title}\n${description}`;
  const flags: ListingFlag[] = [];
  const contacts = findContactDetails(text);
  if (contacts.length) flags.push(contactDetailsFlag(contacts));
  const words = findReplicaWords(text);
  if (words.length) flags.push(replicaWordsFlag(words));
  return flags;
}
